import jax
import jax.numpy as jnp

from linreg.trainer import Trainer


def make_batches(key, n=200, batch_size=20):
    x = jax.random.normal(key, (n, 1))
    y = 3.0 * x[:, 0] - 1.0
    return [(x[i:i + batch_size], y[i:i + batch_size]) for i in range(0, n, batch_size)]


def main(epochs=10):
    params = {"w": jnp.zeros(1), "b": jnp.zeros(())}
    trainer = Trainer()
    params, loss = trainer.fit(params, make_batches(jax.random.PRNGKey(0)), epochs)
    return trainer, params, loss


if __name__ == "__main__":
    trainer, params, loss = main()
    print(trainer.global_step, "steps, loss", loss, "checkpoints at", [s for s, _ in trainer.checkpoints])
