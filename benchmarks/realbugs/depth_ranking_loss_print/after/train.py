import jax
import jax.numpy as jnp

from sparsenerf import depth_ranking_loss, photometric_loss

num_rays = 64
key_rgb, key_depth = jax.random.split(jax.random.PRNGKey(3))
target_rgb = jax.random.uniform(key_rgb, (num_rays, 3))
prior_depth = jax.random.uniform(key_depth, (num_rays,), minval=2.0, maxval=6.0)


def render(params):
    """Stand-in for volume rendering: per-ray colour and depth from per-ray parameters."""
    return jax.nn.sigmoid(params["rgb_logits"]), 2.0 + 4.0 * jax.nn.sigmoid(params["depth_logits"])


def loss_fn(params, ranking_weight=0.1):
    rgb, depth = render(params)
    return photometric_loss(rgb, target_rgb) + ranking_weight * depth_ranking_loss(depth, prior_depth)


@jax.jit
def train_step(params, learning_rate=1.0):
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss


def train(num_steps=3):
    params = {"rgb_logits": jnp.zeros((num_rays, 3)), "depth_logits": jnp.zeros(num_rays)}
    losses = []
    for _ in range(num_steps):
        params, loss = train_step(params)
        losses.append(loss)
    return params, jnp.stack(losses)
