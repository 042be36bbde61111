/*
 * replay_page.js - the script of the replay page of sannin-diagram(1),
 * made into a C string when the program is built.  It reads the game's
 * data (the script element "replay-data") and puts each ply's pieces on
 * the board that the page holds, drawn once: a cell is the group
 * "cell-NAME", a piece a use of its prototype ("pc-f-pR"), named in the
 * cell's data-piece.  Every node of the data is one action of the main
 * line or of a variation:
 *   i, p, y   its index, the node before it, its ply;
 *   alt       for a variation's first action, the node it replaces;
 *   s, r, m   its seat, its round, its move as the record writes it;
 *   d         the cells it changed: [cell, piece], "" for empty;
 *   h, a, c   the hands (when they changed), the seat to act (-1 once
 *             the game is over), the caption;
 *   e, k      its events in words, the comments after it;
 *   o         outlines: [cell, "last" | "check" | "mated"];
 *   ar, mk    arrows [from, to, colour] and marked cells [cell, colour],
 *             drawn when present (colours R, G, B, Y).
 * The URL's #ply=N (the main line) or #node=K opens at that action and
 * follows the page, and &view=SEAT turns the board to that seat's view;
 * #...&keys=RLHEUD presses those keys once the page
 * is shown (Right, Left, Home, End, Up, Down), so that a browser run
 * without a keyboard can be tested.
 */
(function () {
	"use strict";
	var D = JSON.parse(document.getElementById("replay-data").textContent);
	var root = document.getElementById("replay");
	var svg = document.getElementById("board");
	var NS = svg.namespaceURI;
	var turnGroup = document.getElementById("turn");
	var marks = document.getElementById("marks");
	var nodes = [], boards = [], shown = [], cells = [];
	var current = -1, view = D.view, turn = 0, timer = null;
	/* As sannin-diagram -T svg draws them (tools/diagram_drawn.c). */
	var colours = {R: "#c0392b", G: "#1e8e3e", B: "#2160c4",
		Y: "#e0a800"};

	D.nodes.forEach(function (n) {
		nodes[n.i] = n;
		n.vars = [];
	});
	nodes.forEach(function (n) {
		if (n.alt !== undefined)
			nodes[n.alt].vars.push(n.i);
		else if (n.p >= 0)
			nodes[n.p].next = n.i;
	});
	D.cells.forEach(function (name, i) {
		cells[i] = document.getElementById("cell-" + name);
	});

	function board(k) {
		var b, n = nodes[k];

		if (boards[k])
			return boards[k];
		b = n.p >= 0 ? board(n.p).slice() :
		    D.cells.map(function () { return ""; });
		n.d.forEach(function (ch) { b[ch[0]] = ch[1]; });
		boards[k] = b;
		return b;
	}

	function use(id, x, y, angle) {
		var u = document.createElementNS(NS, "use");

		u.setAttribute("href", "#" + id);
		u.setAttribute("transform", "translate(" + x + " " + y + ")" +
		    (angle ? " rotate(" + angle + ")" : ""));
		return u;
	}

	function centre(c) {
		return [Number(cells[c].getAttribute("data-x")),
		    Number(cells[c].getAttribute("data-y"))];
	}

	function drawCell(c, piece) {
		var g = cells[c], i, ch, parts, xy = centre(c);

		for (i = g.children.length - 1; i >= 0; i--) {
			ch = g.children[i];
			if (ch.tagName === "g" || ch.tagName === "use")
				g.removeChild(ch);
		}
		g.setAttribute("data-piece", piece);
		if (piece === "")
			return;
		parts = piece.split("/");
		g.appendChild(use("pc-" + parts[0], xy[0], xy[1], 0));
		/* A seat's mark stays upright when the board turns. */
		if (parts[1])
			g.appendChild(use("mk-" + parts[1], xy[0], xy[1], -turn));
	}

	function svgEl(name, attrs) {
		var e = document.createElementNS(NS, name);

		Object.keys(attrs).forEach(function (a) {
			e.setAttribute(a, attrs[a]);
		});
		return e;
	}

	/* The outlines, the marked cells and the arrows of a node. */
	function drawMarks(n) {
		while (marks.firstChild)
			marks.removeChild(marks.firstChild);
		n.o.forEach(function (o) {
			var xy = centre(o[0]);

			marks.appendChild(use("ol-" + o[1], xy[0], xy[1], 0));
		});
		(n.mk || []).forEach(function (m) {
			var xy = centre(m[0]);

			marks.appendChild(svgEl("circle", {cx: xy[0], cy: xy[1],
			    r: D.r * 0.85, fill: "none", "stroke-width": D.r * 0.18,
			    stroke: colours[m[1]] || m[1], opacity: 0.8}));
		});
		(n.ar || []).forEach(function (a) {
			var f = centre(a[0]), t = centre(a[1]);
			var dx = t[0] - f[0], dy = t[1] - f[1];
			var len = Math.sqrt(dx * dx + dy * dy) || 1;
			var ux = dx / len, uy = dy / len, h = D.r * 0.6;
			var bx = t[0] - ux * h, by = t[1] - uy * h;
			var colour = colours[a[2]] || a[2];

			marks.appendChild(svgEl("line", {x1: f[0], y1: f[1],
			    x2: bx, y2: by, stroke: colour, opacity: 0.75,
			    "stroke-width": D.r * 0.25}));
			marks.appendChild(svgEl("polygon", {fill: colour,
			    opacity: 0.75, points: t[0] + "," + t[1] + " " +
			    (bx - uy * h * 0.6) + "," + (by + ux * h * 0.6) +
			    " " + (bx + uy * h * 0.6) + "," + (by - ux * h * 0.6)}));
		});
	}

	/* Square boards tint the promotion zone of the seat to act, and
	 * say so under the hands, as under their SVG pictures. */
	function tint(n) {
		if (!D.zones)
			return;
		document.getElementById("legend").textContent = n.a >= 0 ?
		    "Tinted: where " + D.seats[n.a] + "'s army promotes." : "";
		cells.forEach(function (g, c) {
			var fill = n.a >= 0 && (D.zones[c] >> n.a & 1) ?
			    D.tint[n.a] : D.plain;

			g.querySelector("rect").setAttribute("fill", fill);
		});
	}

	function listItems(id, tag, texts) {
		var box = document.getElementById(id);

		box.textContent = "";
		(texts || []).forEach(function (t) {
			var e = document.createElement(tag);

			e.textContent = t;
			box.appendChild(e);
		});
	}

	/* A node writes the hands only when they change. */
	function hands(n) {
		var items = document.querySelectorAll("#hands li"), h = n;

		while (!h.h)
			h = nodes[h.p];
		h.h.forEach(function (text, seat) {
			items[seat].querySelector(".hand").textContent = text;
			items[seat].classList.toggle("act", n.a === seat);
		});
	}

	function highlight(k) {
		var old = document.querySelector("#moves .current");
		var mv = document.getElementById("mv-" + k);
		var box = document.getElementById("moves");

		if (old) {
			old.classList.remove("current");
			old.removeAttribute("aria-current");
		}
		if (!mv)
			return;
		mv.classList.add("current");
		mv.setAttribute("aria-current", "step");
		if (box.scrollHeight > box.clientHeight &&
		    (mv.offsetTop < box.scrollTop ||
		    mv.offsetTop > box.scrollTop + box.clientHeight - 24))
			box.scrollTop = mv.offsetTop - box.clientHeight / 3;
	}

	function onMain(k) {
		return D.main[nodes[k].y] === k;
	}

	function setHash(k) {
		var want = (onMain(k) ? "#ply=" + nodes[k].y : "#node=" + k) +
		    (view !== D.view ? "&view=" + D.seats[view] : "");

		if (location.hash === want)
			return;
		try {
			history.replaceState(null, "", want);
		} catch (e) {
			/* Some browsers refuse it on pages read from disk. */
		}
	}

	function show(k) {
		var n = nodes[k], b = board(k), c;

		for (c = 0; c < b.length; c++)
			if (shown[c] !== b[c]) {
				drawCell(c, b[c]);
				shown[c] = b[c];
			}
		drawMarks(n);
		tint(n);
		hands(n);
		document.getElementById("caption").textContent =
		    n.c + (n.al ? " " + n.al + "." : "");
		listItems("events", "li", n.e);
		listItems("comments", "p", n.k);
		svg.setAttribute("aria-label", "The board: " + n.c);
		highlight(k);
		current = k;
		root.setAttribute("data-ply", n.y);
		root.setAttribute("data-node", k);
		setHash(k);
	}

	function go(k) {
		if (k !== undefined && k >= 0 && nodes[k])
			show(k);
	}

	/* The line a node is on: its first node, which may replace one. */
	function lineStart(k) {
		while (nodes[k].alt === undefined && nodes[k].p >= 0)
			k = nodes[k].p;
		return k;
	}

	var moves = {
		ArrowRight: function () { go(nodes[current].next); },
		ArrowLeft: function () { go(nodes[current].p); },
		Home: function () { go(0); },
		End: function () {
			var k = current;

			while (nodes[k].next !== undefined)
				k = nodes[k].next;
			go(k);
		},
		/* Down: into the first variation that replaces this action,
		 * or the next of those; Up: back to the action it replaced. */
		ArrowDown: function () {
			var n = nodes[current], s;

			if (n.vars.length > 0)
				return go(n.vars[0]);
			if (n.alt !== undefined) {
				s = nodes[n.alt].vars;
				go(s[s.indexOf(current) + 1]);
			}
		},
		ArrowUp: function () {
			var s = lineStart(current);

			if (nodes[s].alt !== undefined)
				go(nodes[s].alt);
		}
	};

	document.addEventListener("keydown", function (e) {
		var tag = e.target && e.target.tagName;

		if (tag === "SELECT" || tag === "INPUT" || e.altKey ||
		    e.ctrlKey || e.metaKey || !moves[e.key])
			return;
		e.preventDefault();
		moves[e.key]();
	});

	function setView(v) {
		var labels = svg.querySelectorAll(".edge-labels");

		view = v;
		document.getElementById("view").value = String(v);
		labels.forEach(function (g) {
			if (Number(g.getAttribute("data-view")) === v) {
				g.removeAttribute("display");
				turn = Number(g.getAttribute("data-turn"));
			} else
				g.setAttribute("display", "none");
		});
		turnGroup.setAttribute("transform", "rotate(" + turn + " " +
		    turnGroup.getAttribute("data-cx") + " " +
		    turnGroup.getAttribute("data-cy") + ")");
		shown = [];
		if (current >= 0)
			show(current);
	}

	function stop() {
		var b = document.getElementById("play");

		clearInterval(timer);
		timer = null;
		b.textContent = "Play";
		b.setAttribute("aria-label", "Play");
		b.setAttribute("aria-pressed", "false");
	}

	function play() {
		var b = document.getElementById("play");
		var secs = Number(document.getElementById("speed").value);

		if (timer !== null)
			return stop();
		b.textContent = "Pause";
		b.setAttribute("aria-label", "Pause");
		b.setAttribute("aria-pressed", "true");
		timer = setInterval(function () {
			if (nodes[current].next === undefined)
				return stop();
			go(nodes[current].next);
		}, secs * 1000);
	}

	function button(id, key) {
		document.getElementById(id).addEventListener("click",
		    function () { moves[key](); });
	}

	button("first", "Home");
	button("prev", "ArrowLeft");
	button("next", "ArrowRight");
	button("last", "End");
	document.getElementById("play").addEventListener("click", play);
	document.getElementById("speed").addEventListener("change",
	    function () {
		if (timer !== null) {
			stop();
			play();
		}
	});
	document.getElementById("view").addEventListener("change",
	    function (e) { setView(Number(e.target.value)); });
	document.getElementById("controls").hidden = false;

	/* The node that #ply=N or #node=K names, or the end. */
	function fromHash() {
		var h = location.hash.replace(/^#/, ""), m;

		if ((m = /(?:^|&)ply=(\d+)/.exec(h)) !== null)
			return D.main[Math.min(Number(m[1]), D.main.length - 1)];
		if ((m = /(?:^|&)node=(\d+)/.exec(h)) !== null &&
		    nodes[Number(m[1])])
			return Number(m[1]);
		return D.main[D.main.length - 1];
	}

	window.addEventListener("hashchange", function () {
		var k = fromHash();

		if (k !== current)
			show(k);
	});
	var keys = /(?:^|&)keys=([RLHEUD]+)/.exec(location.hash);
	var seen = /(?:^|&)view=(\w+)/.exec(location.hash);

	setView(seen && D.seats.indexOf(seen[1]) >= 0 ?
	    D.seats.indexOf(seen[1]) : D.view);
	show(fromHash());
	(function pressKeys(m) {
		var names = {R: "ArrowRight", L: "ArrowLeft", H: "Home",
			E: "End", U: "ArrowUp", D: "ArrowDown"};

		if (m === null)
			return;
		m[1].split("").forEach(function (ch) {
			document.dispatchEvent(new KeyboardEvent("keydown",
			    {key: names[ch], bubbles: true}));
		});
	})(keys);
}());
