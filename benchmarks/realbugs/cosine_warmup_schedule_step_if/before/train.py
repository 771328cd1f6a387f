import jax
import jax.numpy as jnp

from lmtrain.model import init_mlp
from lmtrain.optim import ScheduledSGD
from lmtrain.schedule import WarmupCosine
from lmtrain.trainer import Trainer


def make_batches(key, num_batches, batch_size=64):
    true_w = jnp.array([[1.5], [-2.0], [0.5]])
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        x = jax.random.normal(batch_key, (batch_size, 3))
        batches.append((x, jnp.sin(x @ true_w)))
    return batches


def main(num_steps=240):
    key = jax.random.PRNGKey(0)
    init_key, data_key = jax.random.split(key)
    params = init_mlp(init_key, 3, 32, 1)
    schedule = WarmupCosine(peak_lr=0.05, min_lr=0.001, warmup_steps=20, total_steps=200)
    trainer = Trainer(ScheduledSGD(schedule))
    params, losses, lrs = trainer.fit(params, make_batches(data_key, num_steps))
    return losses, lrs


if __name__ == "__main__":
    losses, lrs = main()
    print(f"loss {losses[0]:.4f} -> {losses[-1]:.4f}, peak lr {max(lrs):.4f}")
