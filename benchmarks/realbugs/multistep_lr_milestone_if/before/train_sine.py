import jax
import numpy as np

from steplr.model import init_mlp
from steplr.schedules import MultiStepLR
from steplr.trainer import Trainer


def sine_batches(num_batches, batch_size=64, seed=0):
    rng = np.random.default_rng(seed)
    batches = []
    for _ in range(num_batches):
        x = rng.uniform(-3.0, 3.0, (batch_size, 1)).astype(np.float32)
        batches.append((x, np.sin(x)))
    return batches


def main(num_steps=300, milestones=(150, 250)):
    params = init_mlp(jax.random.PRNGKey(0), [1, 32, 32, 1])
    trainer = Trainer(MultiStepLR(0.05, milestones, gamma=0.1))
    params, history = trainer.fit(params, sine_batches(num_steps))
    return history


if __name__ == "__main__":
    for step, (loss, lr) in enumerate(main()):
        if step % 50 == 0:
            print(f"step {step}: loss {loss:.4f} lr {lr:.4g}")
