import jax
import numpy as np

from xtrain.callbacks import CallbackManager
from xtrain.model import init_logreg
from xtrain.trainer import Trainer

callbacks = CallbackManager()


@callbacks.on("step_end")
def log_loss(state):
    print(f"step {state.global_step}: loss={state.metrics['loss']}")  # expect: JXL201


@callbacks.on("epoch_end")
def log_epoch(state):
    print(f"epoch {state.epoch} done after {state.global_step} steps")


def probe_batches(num_batches, batch_size=32, num_features=16, seed=0):
    """Frozen-encoder features of three classes: class means on a sphere, unit noise."""
    rng = np.random.default_rng(seed)
    means = rng.normal(size=(3, num_features)) * 2.0
    batches = []
    for _ in range(num_batches):
        labels = rng.integers(0, 3, batch_size)
        batches.append(((means[labels] + rng.normal(size=(batch_size, num_features))).astype(np.float32), labels))
    return batches


def main(num_epochs=3, num_batches=10):
    params = init_logreg(jax.random.PRNGKey(0), 16, 3)
    trainer = Trainer(callbacks)
    params, losses = trainer.fit(params, probe_batches(num_batches), num_epochs)
    return losses


if __name__ == "__main__":
    main()
