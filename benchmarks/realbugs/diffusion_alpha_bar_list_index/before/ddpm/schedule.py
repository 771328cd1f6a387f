class LinearSchedule:
    """DDPM variance schedule: beta_t linear in t, alpha_bar_t the running product of (1 - beta)."""

    def __init__(self, num_steps=100, beta_start=1e-4, beta_end=0.02):
        self.num_steps = num_steps
        step = (beta_end - beta_start) / (num_steps - 1)
        self.betas = [beta_start + i * step for i in range(num_steps)]
        self.alpha_bars = []
        running = 1.0
        for beta in self.betas:
            running *= 1.0 - beta
            self.alpha_bars.append(running)

    def alpha_bar(self, t):
        return self.alpha_bars[t]  # expect: JXL104
