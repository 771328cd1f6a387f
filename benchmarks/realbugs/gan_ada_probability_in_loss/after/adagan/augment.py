import jax
import jax.numpy as jnp


class AdaptiveAugmenter:
    """Adaptive discriminator augmentation: mirror each image with probability `probability`, raised while the
    discriminator is too sure of the real images and lowered when it is not. The probability is training state:
    the step takes it and returns the updated one."""

    def __init__(self, target_accuracy=0.85, speed=0.05):
        self.target_accuracy = target_accuracy
        self.speed = speed

    def __call__(self, key, images, probability):
        apply = jax.random.uniform(key, (images.shape[0], 1)) < probability
        return jnp.where(apply, images[:, ::-1], images)

    def updated_probability(self, probability, real_logits):
        accuracy = jnp.mean(real_logits > 0.0)
        step = jnp.sign(accuracy - self.target_accuracy) * self.speed
        return jnp.clip(probability + step, 0.0, 1.0)
