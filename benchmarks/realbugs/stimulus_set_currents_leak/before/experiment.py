import jax
import jax.numpy as jnp

from solver import solve
from stimuli import Stimuli

N_STEPS, N_CELLS = 199, 4
I_AMP = 0.1
init_v = jnp.full((N_CELLS,), -70.0)
mem_params = {"g_leak": 0.1, "e_leak": -70.0, "capacitance": 1.0}
stimuli = Stimuli(N_STEPS, N_CELLS)


def simulate(mem_params, image):
    new_current = jnp.zeros((N_STEPS, N_CELLS))
    new_current = new_current.at[80:, :].set(I_AMP / 255 * image * jnp.ones((N_CELLS,)))
    stims = stimuli.set_currents(new_current)
    return solve(init_v, mem_params, stims)


jitted_sim = jax.jit(jax.vmap(simulate, in_axes=(None, 0)))


def loss(mem_params, image, label):
    s = simulate(mem_params, image)
    return jnp.abs(s[-1, 0] - label)


batched_loss = jax.vmap(loss, in_axes=(None, 0, 0))
