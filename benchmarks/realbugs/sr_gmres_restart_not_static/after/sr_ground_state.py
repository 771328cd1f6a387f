"""Natural-gradient steps for a log-linear ansatz: each step preconditions the gradient with SR."""

import jax
import jax.numpy as jnp

from qvmc.optimizer import SRLazyGMRES


def features(samples):
    return jnp.concatenate([samples, samples * jnp.roll(samples, 1, axis=-1)], axis=-1)


def run(steps=3, n_sites=6, n_samples=64, learning_rate=0.1):
    optimizer = SRLazyGMRES(diag_shift=0.01, restart=6)
    params = jnp.zeros(2 * n_sites)
    key = jax.random.PRNGKey(0)
    for _ in range(steps):
        key, sample_key = jax.random.split(key)
        samples = 2.0 * jax.random.bernoulli(sample_key, 0.5, (n_samples, n_sites)) - 1.0
        jacobian = features(samples)
        local_energy = -jnp.sum(samples * jnp.roll(samples, 1, axis=-1), axis=-1)
        gradient = jnp.mean((local_energy - local_energy.mean())[:, None] * jacobian, axis=0)
        params = params - learning_rate * optimizer.compute_update(jacobian, gradient)
    return params, jacobian, gradient, optimizer


if __name__ == "__main__":
    print(run()[0])
