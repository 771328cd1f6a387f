import jax
import jax.numpy as jnp

from regnet.optim import make_update


def main(steps=3):
    k1, k2, kx = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": 0.3 * jax.random.normal(k1, (4, 8)), "w2": 0.3 * jax.random.normal(k2, (8, 1))}
    x = jax.random.normal(kx, (32, 4))
    y = jnp.sin(x[:, :1])
    update = make_update(0.1)
    for step in range(steps):
        params, loss = update(params, jnp.asarray(step), x, y)
    return params, loss


if __name__ == "__main__":
    main()
