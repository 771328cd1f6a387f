import math

import jax
import numpy as np

from lrfind.model import sgd_step


class LearningRateFinder:
    """Leslie Smith's range test: one step per learning rate, the rate growing exponentially, stop on divergence."""

    def __init__(self, min_lr=1e-4, max_lr=10.0, num_steps=30):
        self.lrs = np.exp(np.linspace(math.log(min_lr), math.log(max_lr), num_steps))
        # the learning rate is an argument of the compiled step, so one compilation serves every rate
        self.step = jax.jit(sgd_step)

    def range_test(self, params, batches):
        lrs, losses, best = [], [], float("inf")
        for lr, (x, y) in zip(self.lrs, batches):
            params, loss = self.step(params, x, y, float(lr))
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
