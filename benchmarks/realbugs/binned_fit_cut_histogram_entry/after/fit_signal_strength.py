"""Fit the signal strength of a narrow resonance on a falling background, at two energy scales."""

import jax
import jax.numpy as jnp
import numpy as np

from hepfit import Sample, poisson_nll
from hepfit.likelihood import BIN_EDGES, MASS_WINDOW_LOW

nll_and_grad = jax.jit(jax.value_and_grad(poisson_nll))


def simulate(rng):
    signal = Sample(jnp.asarray(rng.normal(125.0, 2.0, 4000)), jnp.full(4000, 0.05))
    background = Sample(jnp.asarray(100.0 + rng.exponential(25.0, 40000)), jnp.full(40000, 0.05))
    pseudo_data = np.concatenate([rng.normal(125.0, 2.0, 300), 100.0 + rng.exponential(25.0, 2000)])
    observed, _ = np.histogram(pseudo_data[pseudo_data > MASS_WINDOW_LOW], bins=BIN_EDGES)
    return signal, background, jnp.asarray(observed, dtype=jnp.float32)


def fit(signal, background, observed, energy_scale, num_steps=300, learning_rate=2e-3):
    signal_strength = jnp.asarray(1.0)
    for _ in range(num_steps):
        _, gradient = nll_and_grad(signal_strength, energy_scale, signal, background, observed)
        signal_strength = signal_strength - learning_rate * gradient
    return float(signal_strength)


def main():
    signal, background, observed = simulate(np.random.default_rng(7))
    return {scale: fit(signal, background, observed, scale) for scale in (1.0, 1.002)}


if __name__ == "__main__":
    for scale, mu in main().items():
        print(f"energy scale {scale}: mu = {mu:.3f}")
