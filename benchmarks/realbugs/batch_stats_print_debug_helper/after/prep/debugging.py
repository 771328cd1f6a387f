import jax


def show_stats(tag, batch):
    """One line per batch while the pipeline is being debugged."""
    jax.debug.print("[" + tag + "] shape=" + str(batch.shape) + " mean={mean:.3f} std={std:.3f}",
                    mean=batch.mean(), std=batch.std())
