import jax
import jax.numpy as jnp


def init(key, degree):
    return 0.1 * jax.random.normal(key, (degree + 1,))


def features(x, degree):
    return jnp.stack([x ** k for k in range(degree + 1)], axis=-1)


def loss(coeffs, x, y):
    return jnp.mean((features(x, coeffs.shape[0] - 1) @ coeffs - y) ** 2)
