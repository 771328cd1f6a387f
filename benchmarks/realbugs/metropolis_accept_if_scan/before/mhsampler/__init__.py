from mhsampler.chain import Chain
from mhsampler.kernel import RandomWalkMetropolis
from mhsampler.target import make_target_log_prob

__all__ = ["Chain", "RandomWalkMetropolis", "make_target_log_prob"]
