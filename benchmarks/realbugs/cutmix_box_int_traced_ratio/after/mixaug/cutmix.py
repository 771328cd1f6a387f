import jax
import jax.numpy as jnp


class CutMix:
    """Pastes a random box from a shuffled partner image; labels mixed in proportion to the pasted area."""

    def __init__(self, alpha=1.0):
        self.alpha = alpha

    def box_mask(self, key, height, width, lam):
        cut_h = jnp.floor(height * jnp.sqrt(1.0 - lam)).astype(jnp.int32)
        cut_w = jnp.floor(width * jnp.sqrt(1.0 - lam)).astype(jnp.int32)
        y_key, x_key = jax.random.split(key)
        top = jax.random.randint(y_key, (), 0, height - cut_h + 1)
        left = jax.random.randint(x_key, (), 0, width - cut_w + 1)
        rows = jnp.arange(height)[:, None]
        cols = jnp.arange(width)[None, :]
        return (rows >= top) & (rows < top + cut_h) & (cols >= left) & (cols < left + cut_w)

    def __call__(self, key, images, labels):
        lam_key, perm_key, box_key = jax.random.split(key, 3)
        lam = jax.random.beta(lam_key, self.alpha, self.alpha)
        partner = jax.random.permutation(perm_key, images.shape[0])
        mask = self.box_mask(box_key, images.shape[1], images.shape[2], lam)
        mixed = jnp.where(mask[None, :, :, None], images[partner], images)
        area = mask.mean()
        return mixed, (1.0 - area) * labels + area * labels[partner]
