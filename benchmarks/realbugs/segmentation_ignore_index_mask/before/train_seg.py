import jax
import jax.numpy as jnp

from segment.losses import MaskedCrossEntropy
from segment.model import PixelClassifier
from segment.trainer import SegmentationTrainer

IGNORE = 255


def make_batch(key, n=4, size=12, channels=3):
    noise_key, void_key = jax.random.split(key)
    rows = jnp.arange(size)[:, None] * jnp.ones((1, size), jnp.int32)
    labels = jnp.broadcast_to((rows >= size // 2).astype(jnp.int32), (n, size, size))
    images = jax.nn.one_hot(labels, channels) + 0.5 * jax.random.normal(noise_key, (n, size, size, channels))
    # about a fifth of the pixels are unlabelled (void)
    void = jax.random.uniform(void_key, (n, size, size)) < 0.2
    return images, jnp.where(void, IGNORE, labels)


def main(steps=40):
    model = PixelClassifier(3, 2, key=jax.random.PRNGKey(0))
    trainer = SegmentationTrainer(MaskedCrossEntropy(ignore_index=IGNORE))
    key = jax.random.PRNGKey(1)
    losses = []
    for _ in range(steps):
        key, batch_key = jax.random.split(key)
        images, labels = make_batch(batch_key)
        model, loss = trainer.step(model, images, labels)
        losses.append(float(loss))
    return model, losses


if __name__ == "__main__":
    _, losses = main()
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}")
