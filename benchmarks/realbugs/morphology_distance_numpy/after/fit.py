import jax
import jax.numpy as jnp

from channels import decaying_density
from morphology import Branch

dendrite = Branch([[1.0, 0.0, 0.0], [1.0, 1.0, 0.0], [0.0, 1.0, 0.0]])


@jax.jit
def tip_conductance(lengths, g_max):
    """Conductance at the dendrite tip; the compartment lengths are trainable."""
    return decaying_density(g_max, dendrite.distance(lengths, dendrite.ncomp - 1))


grad_tip = jax.jit(jax.grad(tip_conductance))


def initial_lengths():
    return jnp.array([30.0, 40.0, 50.0])
