import jax.numpy as jnp
import numpy as np

CORNERS = np.array([0, 1, 2, 3, 0, 3, 2, 1])


def warp_boxes(boxes, M, width, height):
    """Apply the 3x3 perspective M to (n, 4) xyxy boxes and clip them to the image."""
    n = boxes.shape[0]
    xy = jnp.ones((n * 4, 3))
    xy = xy.at[:, :2].set(boxes[:, CORNERS].reshape(n * 4, 2))
    xy = xy @ M.T
    xy = (xy[:, :2] / xy[:, 2:3]).reshape(n, 8)
    x = xy[:, np.array([0, 2, 4, 6])]
    y = xy[:, np.array([1, 3, 5, 7])]
    out = jnp.concatenate((x.min(1), y.min(1), x.max(1), y.max(1))).reshape(4, n).T
    out = out.at[:, np.array([0, 2])].set(out[:, np.array([0, 2])].clip(0, width))
    out = out.at[:, np.array([1, 3])].set(out[:, np.array([1, 3])].clip(0, height))
    return out
