import jax
import numpy as np

from cutmixlab.augment import CutMix
from cutmixlab.model import LinearClassifier
from cutmixlab.trainer import Trainer

SIZE = 12


def pattern_images(count, rng):
    """Four classes of 12x12 images: horizontal bars, vertical bars, a diagonal, a centred square; plus noise."""
    templates = np.zeros((4, SIZE, SIZE), np.float32)
    templates[0, ::3, :] = 1.0
    templates[1, :, ::3] = 1.0
    templates[2][np.eye(SIZE, dtype=bool)] = 1.0
    templates[3, 3:9, 3:9] = 1.0
    labels = rng.integers(0, 4, count)
    images = templates[labels] + 0.3 * rng.normal(size=(count, SIZE, SIZE)).astype(np.float32)
    return images, labels


def main(num_steps=150, batch_size=64):
    rng = np.random.default_rng(0)
    batches = [pattern_images(batch_size, rng) for _ in range(num_steps)]
    test_images, test_labels = pattern_images(512, rng)
    model = LinearClassifier(SIZE, SIZE, 4)
    trainer = Trainer(model, CutMix(alpha=1.0))
    params, losses = trainer.fit(model.init(jax.random.PRNGKey(0)), jax.random.PRNGKey(1), batches)
    return losses, trainer.accuracy(params, test_images, test_labels)


if __name__ == "__main__":
    losses, accuracy = main()
    print(f"loss {losses[0]:.3f} -> {losses[-1]:.3f}, test accuracy {accuracy:.3f}")
