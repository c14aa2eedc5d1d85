extension HTMLReport {
    /// The report's one script (allowed by its hash). It reads names only as text (`textContent`)
    /// and sets styles through CSSOM, which the policy allows, never as markup or attributes.
    /// - slider and onion skin: the range inputs, and dragging on the wiped image;
    /// - stacks shown at the form's size in points (`@2x` images at half their pixels);
    /// - the filter: words that must all occur in a case's name or source, and one status;
    /// - the full-size viewer: an image's link opens it in a dialog, ← → switch, F fits, Esc closes;
    /// - a link to a case in the folded passing list unfolds it.
    static let script = """
    (function(){
    'use strict';
    document.documentElement.classList.add('js');
    function all(selector,root){return Array.prototype.slice.call((root||document).querySelectorAll(selector));}
    document.querySelectorAll('input.wipe').forEach(function(input){
      var figure=input.closest('figure'),stack=figure.querySelector('.stack'),top=stack.querySelector('img.top'),handle=stack.querySelector('.handle');
      function set(value){input.value=value;top.style.clipPath='inset(0 0 0 '+value+'%)';handle.style.left=value+'%';}
      input.addEventListener('input',function(){set(input.value);});
      function drag(event){
        if(event.type==='pointermove'&&!event.buttons)return;
        var box=stack.getBoundingClientRect();
        set(Math.max(0,Math.min(100,Math.round((event.clientX-box.left)*100/box.width))));
      }
      stack.addEventListener('pointerdown',drag);
      stack.addEventListener('pointermove',drag);
    });
    document.querySelectorAll('input.onion').forEach(function(input){
      var top=input.closest('figure').querySelector('img.top');
      input.addEventListener('input',function(){top.style.opacity=input.value/100;});
    });
    all('.stack.x2,.stack.x3').forEach(function(stack){
      var scale=stack.classList.contains('x3')?3:2;
      all('img',stack).forEach(function(image){
        function size(){if(image.naturalWidth)image.style.width=(image.naturalWidth/scale)+'px';}
        if(image.complete)size();else image.addEventListener('load',size);
      });
    });

    var search=document.getElementById('filter'),shown=document.getElementById('shown'),nothing=document.getElementById('nothing');
    var buttons=all('[data-filter]'),status='all';
    var failing={failed:true,missing:true,error:true};
    var entries=all('.entry').map(function(entry){
      var link=entry.querySelector('a'),group=entry.closest('.group');
      return {entry:entry,link:link,group:group,status:entry.className.replace(/.*st-(\\w+).*/,'$1'),
        text:(entry.querySelector('.name').textContent+' '+entry.querySelector('.src').textContent).toLowerCase(),
        target:document.getElementById(link.getAttribute('href').slice(1))};
    });
    var groups=all('.group'),blocks=all('.block.recorded,.block.passed'),passedBlock=document.getElementById('passed');
    function apply(){
      var words=search.value.toLowerCase().split(/\\s+/).filter(Boolean),count=0;
      entries.forEach(function(item){
        var ok=(status==='all'||item.status===status||(status==='failing'&&failing[item.status]))&&
          words.every(function(word){return item.text.indexOf(word)>=0;});
        item.entry.hidden=!ok;
        if(item.target)item.target.hidden=!ok;
        if(ok)count++;
      });
      groups.forEach(function(group){group.hidden=!group.querySelector('.entry:not([hidden])');});
      blocks.forEach(function(block){block.hidden=!block.querySelector('.item:not([hidden])');});
      if(status==='passed'&&passedBlock)passedBlock.open=true;
      shown.textContent=count===entries.length?entries.length+(entries.length===1?' case':' cases'):count+' of '+entries.length+' cases';
      nothing.hidden=count>0||entries.length===0;
      buttons.forEach(function(button){button.setAttribute('aria-pressed',String(button.getAttribute('data-filter')===status));});
    }
    search.addEventListener('input',apply);
    buttons.forEach(function(button){
      button.addEventListener('click',function(){
        var chosen=button.getAttribute('data-filter');
        status=(status===chosen&&button.classList.contains('tile'))?'all':chosen;
        apply();
      });
    });
    document.addEventListener('keydown',function(event){
      if(event.key==='/'&&document.activeElement!==search&&!document.querySelector('dialog[open]')){event.preventDefault();search.focus();}
    });

    function reveal(){
      var target=location.hash.length>1&&document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if(!target)return;
      var folded=target.closest('details');
      if(folded&&!folded.open){folded.open=true;target.scrollIntoView();}
      entries.forEach(function(item){item.link.classList.toggle('current',item.target===target);});
    }
    window.addEventListener('hashchange',reveal);
    reveal();

    var dialog=document.getElementById('zoom'),picture=dialog.querySelector('.zoom-body img'),title=dialog.querySelector('.zoom-title');
    var tabs=dialog.querySelector('.zoom-tabs'),shots=[],at=0;
    function show(index){
      at=(index+shots.length)%shots.length;
      picture.src=shots[at].href;
      picture.alt=shots[at].label;
      all('button',tabs).forEach(function(tab,i){tab.setAttribute('aria-pressed',String(i===at));});
    }
    all('a.zoom').forEach(function(link){
      link.addEventListener('click',function(event){
        if(typeof dialog.showModal!=='function')return;
        event.preventDefault();
        var section=link.closest('section');
        shots=all('a.zoom',section).map(function(shot){
          return {href:shot.getAttribute('href'),label:shot.closest('figure').querySelector('figcaption').textContent};
        });
        title.textContent=section.querySelector('h2').textContent;
        tabs.textContent='';
        shots.forEach(function(shot,i){
          var tab=document.createElement('button');
          tab.type='button';tab.textContent=(i+1)+' '+shot.label;
          tab.addEventListener('click',function(){show(i);});
          tabs.appendChild(tab);
        });
        show(all('a.zoom',section).indexOf(link));
        dialog.showModal();
      });
    });
    function fit(){dialog.classList.toggle('fit');}
    dialog.querySelector('.zoom-fit').addEventListener('click',fit);
    dialog.querySelector('.zoom-close').addEventListener('click',function(){dialog.close();});
    picture.addEventListener('click',fit);
    dialog.querySelector('.zoom-body').addEventListener('click',function(event){if(event.target!==picture)dialog.close();});
    dialog.addEventListener('keydown',function(event){
      if(event.key==='ArrowRight'){show(at+1);event.preventDefault();}
      else if(event.key==='ArrowLeft'){show(at-1);event.preventDefault();}
      else if(event.key==='f'||event.key==='F'){fit();}
      else if(/^[1-9]$/.test(event.key)&&Number(event.key)<=shots.length){show(Number(event.key)-1);}
    });
    apply();
    })();
    """
}
