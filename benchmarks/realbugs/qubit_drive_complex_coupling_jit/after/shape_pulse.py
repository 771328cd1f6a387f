"""Gradient ascent on the population transfer of a short pulse (a numpy prototype moved to JAX)."""

import jax
import jax.numpy as jnp

from qubitsim.propagate import transfer_probability

SAMPLES = 20


def optimise(steps=5, lr=2.0):
    pulse_i = jnp.full(SAMPLES, 0.5)
    pulse_q = jnp.zeros(SAMPLES)
    grad = jax.grad(transfer_probability, argnums=(0, 1))
    for _ in range(steps):
        g_i, g_q = grad(pulse_i, pulse_q)
        pulse_i, pulse_q = pulse_i + lr * g_i, pulse_q + lr * g_q
    return transfer_probability(pulse_i, pulse_q)


if __name__ == "__main__":
    print(optimise())
