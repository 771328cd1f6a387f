"""Runs the detection head's postprocessing on a batch of fake predictions."""

import jax
import jax.numpy as jnp

from detector import Postprocessor, ScoreFilter


def make_anchors(n=64):
    grid = jnp.linspace(0.05, 0.95, 8)
    cx, cy = jnp.meshgrid(grid, grid)
    wh = jnp.full((n, 2), 0.1)
    return jnp.concatenate([jnp.stack([cx.ravel(), cy.ravel()], -1), wh], -1)


def fake_head_outputs(key, n=64):
    k1, k2 = jax.random.split(key)
    return 0.1 * jax.random.normal(k1, (n, 4)), 2.0 * jax.random.normal(k2, (n,))


def main():
    post = Postprocessor(make_anchors(), ScoreFilter(threshold=0.7, max_detections=16))
    results = []
    for seed in range(3):
        deltas, logits = fake_head_outputs(jax.random.PRNGKey(seed))
        results.append(post(deltas, logits))
    return results


if __name__ == "__main__":
    for boxes, scores in main():
        print(boxes.shape, scores)
