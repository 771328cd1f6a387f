import jax
import jax.numpy as jnp


class RandomPadCrop:
    """Pads by the largest margin and crops back to the input size at a random offset."""

    def __init__(self, max_pad):
        self.max_pad = max_pad

    def __call__(self, key, image):
        k_top, k_left = jax.random.split(key)
        pad = self.max_pad
        padded = jnp.pad(image, ((pad, pad), (pad, pad), (0, 0)), mode="reflect")
        top = jax.random.randint(k_top, (), 0, 2 * pad + 1)
        left = jax.random.randint(k_left, (), 0, 2 * pad + 1)
        return jax.lax.dynamic_slice(padded, (top, left, 0), image.shape)


class RandomHorizontalFlip:
    def __init__(self, prob=0.5):
        self.prob = prob

    def __call__(self, key, image):
        return jnp.where(jax.random.uniform(key) < self.prob, image[:, ::-1, :], image)


class Compose:
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, key, image):
        for transform, subkey in zip(self.transforms, jax.random.split(key, len(self.transforms))):
            image = transform(subkey, image)
        return image
