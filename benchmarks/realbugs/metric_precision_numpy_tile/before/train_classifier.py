import jax
import jax.numpy as jnp

from imgclf.metrics import BinaryAccuracy, BinaryPrecision
from imgclf.model import init_params
from imgclf.trainer import Trainer

NUM_FEATURES = 16


def make_batches(key, num_batches=6, batch_size=32):
    true_w = jnp.linspace(-1.0, 1.0, NUM_FEATURES)
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        images = jax.random.normal(batch_key, (batch_size, NUM_FEATURES))
        labels = (images @ true_w > 0).astype(jnp.float32)
        batches.append((images, labels))
    return batches


def main():
    key = jax.random.PRNGKey(0)
    params = init_params(key, NUM_FEATURES)
    trainer = Trainer([BinaryPrecision((0.3, 0.5, 0.7)), BinaryAccuracy()], learning_rate=0.5)
    _, results = trainer.fit(params, make_batches(jax.random.PRNGKey(1)))
    return results


if __name__ == "__main__":
    print(main())
