import functools
import math

import jax
import numpy as np

from lrfind.model import sgd_step


class LearningRateFinder:
    """Leslie Smith's range test: one step per learning rate, the rate growing exponentially, stop on divergence."""

    def __init__(self, min_lr=1e-4, max_lr=10.0, num_steps=30):
        self.lrs = np.exp(np.linspace(math.log(min_lr), math.log(max_lr), num_steps))

    def range_test(self, params, batches):
        lrs, losses, best = [], [], float("inf")
        for lr, (x, y) in zip(self.lrs, batches):
            step = jax.jit(functools.partial(sgd_step, lr=float(lr)))  # expect: JXL501
            params, loss = step(params, x, y)
            loss = float(loss)
            if not math.isfinite(loss) or loss > 4 * best:
                break
            lrs.append(float(lr))
            losses.append(loss)
            best = min(best, loss)
        return lrs, losses

    @staticmethod
    def suggestion(lrs, losses):
        """The rate where the loss falls fastest against log(lr)."""
        slopes = np.gradient(np.array(losses), np.log(np.array(lrs)))
        return lrs[int(np.argmin(slopes))]
