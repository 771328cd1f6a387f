import jax
import jax.numpy as jnp


class AdaptiveAugmenter:
    """Adaptive discriminator augmentation: mirror each image with probability `probability`, raised while the
    discriminator is too sure of the real images and lowered when it is not."""

    def __init__(self, target_accuracy=0.85, speed=0.05):
        self.target_accuracy = target_accuracy
        self.speed = speed
        self.probability = jnp.array(0.0)

    def __call__(self, key, images):
        apply = jax.random.uniform(key, (images.shape[0], 1)) < self.probability
        return jnp.where(apply, images[:, ::-1], images)

    def update(self, real_logits):
        accuracy = jnp.mean(real_logits > 0.0)
        step = jnp.sign(accuracy - self.target_accuracy) * self.speed
        self.probability = jnp.clip(self.probability + step, 0.0, 1.0)  # expect: JXL202
