import jax


def report_drift(channel, drift):
    # Called inside the jitted update: print with the runtime value on every call, not once at trace.
    jax.debug.print("channel " + str(channel) + ": drift {drift}", drift=drift)
