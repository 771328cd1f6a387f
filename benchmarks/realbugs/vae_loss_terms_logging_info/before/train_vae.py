import logging

import jax

from vaetrain.model import init_vae
from vaetrain.train import train_step


def main(steps=4):
    params = init_vae(jax.random.PRNGKey(0), data_dim=10, hidden=16, latent=2)
    data = jax.random.normal(jax.random.PRNGKey(1), (64, 10))
    key = jax.random.PRNGKey(2)
    losses = []
    for _ in range(steps):
        key, step_key = jax.random.split(key)
        params, loss, terms = train_step(params, data, step_key, 0.5)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    print(main())
