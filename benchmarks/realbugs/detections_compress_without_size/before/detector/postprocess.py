"""Turns raw anchor predictions into scored boxes."""

from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class ScoreFilter:
    threshold: float = 0.5
    max_detections: int = 16

    def __call__(self, boxes, scores):
        keep = scores > self.threshold
        kept_boxes = jnp.compress(keep, boxes, axis=0)  # expect: JXL106
        kept_scores = jnp.compress(keep, scores)  # expect: JXL106
        return kept_boxes, kept_scores


def decode(anchors, deltas):
    centers = anchors[:, :2] + deltas[:, :2] * anchors[:, 2:]
    sizes = anchors[:, 2:] * jnp.exp(deltas[:, 2:])
    return jnp.concatenate([centers - sizes / 2, centers + sizes / 2], axis=-1)


class Postprocessor:
    def __init__(self, anchors, score_filter=None):
        self.anchors = anchors
        self.score_filter = score_filter or ScoreFilter()
        self._run = jax.jit(self._postprocess)

    def _postprocess(self, deltas, logits):
        boxes = decode(self.anchors, deltas)
        scores = jax.nn.sigmoid(logits)
        return self.score_filter(boxes, scores)

    def __call__(self, deltas, logits):
        return self._run(deltas, logits)
