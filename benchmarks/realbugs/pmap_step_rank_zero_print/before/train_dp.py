import jax
import jax.numpy as jnp

from dptrain.parallel import DataParallelTrainer


def make_shards(n_per_device=16, dim=3):
    devices = jax.local_device_count()
    x = jax.random.normal(jax.random.PRNGKey(0), (devices, n_per_device, dim))
    y = x @ jnp.array([1.0, 2.0, -1.0])
    return x, y


def main(steps=3):
    trainer = DataParallelTrainer(learning_rate=0.1)
    return trainer.fit(jnp.zeros(3), make_shards(), steps)


if __name__ == "__main__":
    print(main()[1])
