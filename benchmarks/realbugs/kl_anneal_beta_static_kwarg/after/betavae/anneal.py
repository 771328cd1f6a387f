def anneal_beta(iteration, beta_max, warmup_iters):
    """Linear KL warm-up: beta grows from 0 to beta_max over the first warmup_iters iterations."""
    return min(beta_max, beta_max / warmup_iters * iteration)
