"""A recurrent network of leaky integrate-and-fire neurons, simulated with a fixed time step."""

from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp

TIME_STEP = 1e-4  # seconds
V_REST = -70e-3
V_RESET = -75e-3
V_THRESHOLD = -50e-3


class LIFParams(NamedTuple):
    weights: jnp.ndarray
    tau_membrane: jnp.ndarray
    resistance: jnp.ndarray


def lif_step(params, voltage, spikes, current):
    synaptic = params.weights @ spikes
    dv = (V_REST - voltage + params.resistance * (current + synaptic)) / params.tau_membrane
    voltage = voltage + TIME_STEP * dv
    fired = voltage >= V_THRESHOLD
    return jnp.where(fired, V_RESET, voltage), fired.astype(jnp.float32)


@partial(jax.jit, static_argnames=("input_current", "duration"))
def simulate(params, input_current, duration):
    num_steps = jnp.round(duration / TIME_STEP).astype(jnp.int32)
    times = jnp.arange(num_steps) * TIME_STEP  # expect: JXL106
    num_neurons = params.weights.shape[0]

    def body(carry, t):
        voltage, spikes = carry
        voltage, spikes = lif_step(params, voltage, spikes, input_current(t))
        return (voltage, spikes), spikes

    initial = (jnp.full(num_neurons, V_REST), jnp.zeros(num_neurons))
    _, spike_trains = jax.lax.scan(body, initial, times)
    return spike_trains
