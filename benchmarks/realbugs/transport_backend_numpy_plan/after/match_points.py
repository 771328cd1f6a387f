"""Move a point cloud towards a target by gradient descent on the squared transport cost."""
import jax
import jax.numpy as jnp

import otlite

N = 10


def transport_loss(x, y):
    costs = jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, axis=-1)
    weights = jnp.ones(N) / N
    return otlite.emd2(weights, weights, costs)


def descend(x, y, num_steps=20, step_size=0.5):
    grad_fn = jax.grad(transport_loss)
    for _ in range(num_steps):
        x = x - step_size * N * grad_fn(x, y)
    return x


if __name__ == "__main__":
    kx, ky = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (N, 2))
    y = jax.random.normal(ky, (N, 2)) + 3.0
    print(transport_loss(x, y), transport_loss(descend(x, y), y))
