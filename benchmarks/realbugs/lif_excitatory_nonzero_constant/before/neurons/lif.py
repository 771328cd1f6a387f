import jax
import jax.numpy as jnp

from neurons.network import EXCITATORY


def excitatory_drive(rates, weights):
    """Mean input each neuron receives from the excitatory population."""
    excitatory_idx = jnp.nonzero(EXCITATORY)[0]  # expect: JXL106
    num_excitatory = int(EXCITATORY.sum())  # expect: JXL104
    return weights[:, excitatory_idx] @ rates[excitatory_idx] / num_excitatory


@jax.jit
def lif_step(voltages, rates, weights, dt, tau):
    drive = excitatory_drive(rates, weights)
    return voltages + dt / tau * (-voltages + drive)
