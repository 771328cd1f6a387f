"""Return and advantage helpers shared by our policy-gradient agents."""
import scipy.signal


def discount_cumsum(rewards, gamma):
    """[r0 + g r1 + g^2 r2, r1 + g r2, r2] for rewards [r0, r1, r2]."""
    return scipy.signal.lfilter([1.0], [1.0, -gamma], rewards[::-1])[::-1]  # expect: JXL401


def normalize(values, eps=1e-8):
    return (values - values.mean()) / (values.std() + eps)
