import math


class CosineAnnealingWarmRestarts:
    """lr(t) = base_lr * (alpha_f + (1 - alpha_f) * (1 + cos(pi * tau)) / 2), tau the fraction of the current cycle;
    the first cycle lasts t_0 steps and each later one t_mult times the previous (SGDR)."""

    def __init__(self, base_lr, t_0, t_mult=1.0, alpha_f=0.0):
        self.base_lr = base_lr
        self.t_0 = t_0
        self.t_mult = t_mult
        self.alpha_f = alpha_f

    def __call__(self, step):
        cycle_start, cycle_length = 0, self.t_0
        while step >= cycle_start + cycle_length:
            cycle_start += cycle_length
            cycle_length = int(round(cycle_length * self.t_mult))
        tau = (step - cycle_start) / cycle_length
        return self.base_lr * (self.alpha_f + (1.0 - self.alpha_f) * 0.5 * (1.0 + math.cos(math.pi * tau)))
