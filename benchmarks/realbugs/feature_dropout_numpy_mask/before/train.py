"""Train the voxel decoder with dropout on the voxels; report which voxels each step dropped."""

import jax
import jax.numpy as jnp

from fmri.model import decoder_loss
from fmri.regularize import voxel_dropout

NUM_VOXELS = 40


@jax.jit
def train_step(weights, voxels, embeddings):
    loss, grads = jax.value_and_grad(decoder_loss)(weights, voxels, embeddings)
    dropped = voxel_dropout(jnp.ones(NUM_VOXELS), 0.3) == 0
    return weights - 0.05 * grads, loss, dropped


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    voxels = jax.random.normal(k1, (64, NUM_VOXELS))
    embeddings = voxels @ jax.random.normal(k2, (NUM_VOXELS, 8)) * 0.1
    weights = jnp.zeros((NUM_VOXELS, 8))
    masks = []
    for _ in range(4):
        weights, loss, dropped = train_step(weights, voxels, embeddings)
        masks.append(dropped)
    return jnp.stack(masks), loss


if __name__ == "__main__":
    print(main()[1])
