def dual_averaging(t0=10, kappa=0.75, gamma=0.05):
    """Nesterov's dual averaging, as used to adapt step sizes: (init_fn, update_fn)."""

    def init_fn(prox_center=0.0):
        x_t = 0.0
        x_avg = 0.0
        g_avg = 0.0
        t = 0
        return x_t, x_avg, g_avg, t, prox_center

    def update_fn(g, state):
        x_t, x_avg, g_avg, t, prox_center = state
        t = t + 1
        g_avg = (1 - 1 / (t + t0)) * g_avg + g / (t + t0)
        x_t = prox_center - (t ** 0.5) / gamma * g_avg
        weight_t = t ** (-kappa)
        x_avg = (1 - weight_t) * x_avg + weight_t * x_t
        return x_t, x_avg, g_avg, t, prox_center

    return init_fn, update_fn
