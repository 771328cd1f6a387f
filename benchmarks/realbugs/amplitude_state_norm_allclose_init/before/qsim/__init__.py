from qsim.circuit import AmplitudeClassifier, LayeredRY
from qsim.states import AmplitudeState

__all__ = ["AmplitudeClassifier", "AmplitudeState", "LayeredRY"]
