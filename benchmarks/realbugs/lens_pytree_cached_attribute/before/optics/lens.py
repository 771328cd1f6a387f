"""A thin lens as a pytree, so that its parameters can be fitted."""
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class ThinLens:
    def __init__(self, focal_length, aperture):
        self.focal_length = focal_length
        self.aperture = aperture

    def tree_flatten(self):
        return (self.focal_length, self.aperture), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    def magnification_at(self, focal_length, object_distances):
        image_distances = 1.0 / (1.0 / focal_length - 1.0 / object_distances)
        return image_distances / object_distances

    def describe(self):
        text = f"f={float(self.focal_length):.3f} aperture={float(self.aperture):.3f}"
        if hasattr(self, "magnification"):
            text += f" mean magnification={float(jnp.mean(self.magnification)):.3f}"
        return text
