def warmup_learning_rate(step, base_rate=0.1, warmup_steps=50):
    if step < warmup_steps:
        return base_rate * (step + 1) / warmup_steps
    return base_rate
