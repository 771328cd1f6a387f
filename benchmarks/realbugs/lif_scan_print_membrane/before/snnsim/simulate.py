import jax
import jax.numpy as jnp

from snnsim.network import lif_forward


def initial_state(weights, alpha, threshold):
    w0, w1 = weights
    zeros0, zeros1 = jnp.zeros(w0.shape[1]), jnp.zeros(w1.shape[1])
    return (weights, (alpha, threshold), (zeros0, zeros0, zeros1, zeros1))


@jax.jit
def run(weights, alpha, threshold, inputs):
    _, (hidden_spikes, output_spikes) = jax.lax.scan(lif_forward, initial_state(weights, alpha, threshold), inputs)
    return hidden_spikes, output_spikes
