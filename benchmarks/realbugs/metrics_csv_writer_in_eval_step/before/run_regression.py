import jax
import jax.numpy as jnp

from tracker.trainer import Trainer
from tracker.writer import CSVMetricsWriter


def make_split(key, num, true_w):
    x = jax.random.normal(key, (num, 3))
    return x, x @ true_w + 0.5


def main(run_dir, num_epochs=20):
    train_key, val_key = jax.random.split(jax.random.PRNGKey(0))
    true_w = jnp.array([1.0, -2.0, 0.5])
    writer = CSVMetricsWriter(run_dir)
    trainer = Trainer(writer)
    params = {"w": jnp.zeros(3), "b": jnp.array(0.0)}
    _, best = trainer.fit(params, make_split(train_key, 128, true_w), make_split(val_key, 32, true_w), num_epochs)
    writer.close()
    return writer.read(), best


if __name__ == "__main__":
    rows, best_epoch = main("runs/regression")
    print(f"{len(rows)} metric rows, best epoch {best_epoch}")
