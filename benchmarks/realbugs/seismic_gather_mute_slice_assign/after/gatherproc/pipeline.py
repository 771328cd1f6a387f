from functools import partial

import jax

from gatherproc.filters import agc, cosine_taper


def process_trace(trace, eps, mute_samples):
    """Taper the direct-arrival window at the top of the trace, then balance its amplitude."""
    trace = trace.at[:mute_samples].set(cosine_taper(trace[:mute_samples]))
    return agc(trace, eps)


def make_processor(config):
    return jax.jit(jax.vmap(partial(process_trace, mute_samples=config["mute_samples"]), in_axes=(0, None)))
