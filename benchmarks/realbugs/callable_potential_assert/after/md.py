import jax

from potentials import Nonbonded

potential = Nonbonded(cutoff=1.2)
energy_fn = jax.jit(potential)
force_fn = jax.jit(jax.grad(potential))
