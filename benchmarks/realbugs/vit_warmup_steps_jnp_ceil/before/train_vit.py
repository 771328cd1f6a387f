import jax
import jax.numpy as jnp

from vitrain.config import TrainConfig
from vitrain.train import train_step


def main(config=TrainConfig()):
    key = jax.random.PRNGKey(0)
    params = {"w": jnp.zeros((6, 4))}
    lrs = []
    for step in range(config.total_steps):
        k_patches, k_labels = jax.random.split(jax.random.fold_in(key, step))
        batch = {"patches": jax.random.normal(k_patches, (8, 5, 6)), "labels": jax.random.randint(k_labels, (8,), 0, 4)}
        params, loss, lr = train_step(params, batch, step, config)
        lrs.append(float(lr))
    return lrs


if __name__ == "__main__":
    print(main())
