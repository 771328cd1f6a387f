import jax
import jax.numpy as jnp

from mdn.dpsgd import private_step
from mdn.model import init_params


def main():
    kx, ky = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (64, 2))
    y = jnp.where(jax.random.uniform(ky, (64,)) < 0.5, x[:, 0] + 2.0, x[:, 1] - 2.0)
    params = init_params(jax.random.PRNGKey(1), in_dim=2)
    losses = []
    for _ in range(4):
        params, loss = private_step(params, x, y)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
