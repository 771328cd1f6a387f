"""Drive a small random network with a step current and report each neuron's firing rate."""

import jax
import jax.numpy as jnp

from snnsim import LIFParams, simulate


def step_current(t):
    return jnp.where(t > 0.01, 2.2e-9, 0.0)


def main():
    num_neurons = 20
    key_weights, key_mask = jax.random.split(jax.random.PRNGKey(0))
    connected = jax.random.bernoulli(key_mask, 0.2, (num_neurons, num_neurons))
    weights = jnp.where(connected, 0.2e-9 * jax.random.normal(key_weights, (num_neurons, num_neurons)), 0.0)
    params = LIFParams(weights=weights, tau_membrane=jnp.full(num_neurons, 20e-3), resistance=jnp.asarray(1e7))
    duration = 0.1
    spike_trains = simulate(params, step_current, duration=duration)
    return spike_trains, spike_trains.sum(axis=0) / duration


if __name__ == "__main__":
    spike_trains, rates = main()
    print(spike_trains.shape, rates)
