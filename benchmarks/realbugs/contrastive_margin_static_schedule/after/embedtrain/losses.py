import jax
import jax.numpy as jnp


def contrastive_loss(projection, left, right, same, margin):
    distance = jnp.linalg.norm(left @ projection - right @ projection, axis=-1)
    return jnp.mean(same * distance ** 2 + (1 - same) * jnp.maximum(margin - distance, 0.0) ** 2)


@jax.jit
def update(projection, left, right, same, margin, learning_rate=0.05):
    gradient = jax.grad(contrastive_loss)(projection, left, right, same, margin)
    return projection - learning_rate * gradient
