import jax
import jax.numpy as jnp

from neurons.network import EXCITATORY, NUM_EXCITATORY


def excitatory_drive(rates, weights):
    """Mean input each neuron receives from the excitatory population."""
    excitatory_idx = jnp.nonzero(EXCITATORY, size=NUM_EXCITATORY)[0]
    return weights[:, excitatory_idx] @ rates[excitatory_idx] / NUM_EXCITATORY


@jax.jit
def lif_step(voltages, rates, weights, dt, tau):
    drive = excitatory_drive(rates, weights)
    return voltages + dt / tau * (-voltages + drive)
